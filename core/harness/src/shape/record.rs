//! Records: [`record`] (a shape read into the problem's own type and back), and tuples of
//! shapes (a record's fields in order).

use std::fmt::Debug;

use super::{Limit, Shape, Text};
use crate::generate::Size;
use crate::input::{InputError, Scanner};
use grundy::Rng;

/// A shape read into a problem's own type. Made by [`record`].
pub struct Record<S: Shape, R> {
    shape: S,
    into: fn(S::Value) -> R,
    from: fn(&R) -> S::Value,
}

impl<S: Shape + Debug, R> Debug for Record<S, R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Record").field(&self.shape).finish()
    }
}

/// `shape`, its value turned into the problem's type by `into` and back by `from`.
///
/// # Example
/// ```
/// use harness::shape::{Shape, num, record};
///
/// #[derive(Clone, Debug, PartialEq)]
/// struct Sheet { width: u32, height: u32 }
/// let side = |name| num::<u32>(name, "a side", 2..=200, 1..=1000);
/// let sheet = record((side("W"), side("H")), |(width, height)| Sheet { width, height }, |s| (s.width, s.height));
/// assert_eq!(sheet.read_all("3 2"), Ok(Sheet { width: 3, height: 2 }));
/// assert_eq!(sheet.text(&Sheet { width: 3, height: 2 }), "3 2\n");
/// ```
pub fn record<S: Shape, R>(
    shape: S,
    into: fn(S::Value) -> R,
    from: fn(&R) -> S::Value,
) -> Record<S, R> {
    Record { shape, into, from }
}

impl<S: Shape, R: Clone + Debug + PartialEq + 'static> Shape for Record<S, R> {
    type Value = R;

    fn read(&self, input: &mut Scanner<'_>) -> Result<R, InputError> {
        self.shape.read(input).map(self.into)
    }

    fn write(&self, value: &R, out: &mut Text) {
        self.shape.write(&(self.from)(value), out);
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> R {
        (self.into)(self.shape.generate(rng, size))
    }

    fn most(&self, rng: &mut Rng) -> R {
        (self.into)(self.shape.most(rng))
    }

    fn adds_to_a_total(&self) -> bool {
        self.shape.adds_to_a_total()
    }

    fn shrink(&self, value: &R, each: &mut dyn FnMut(R) -> bool) -> bool {
        self.shape.shrink(&(self.from)(value), &mut |smaller| {
            each((self.into)(smaller))
        })
    }

    fn within_judge(&self, value: &R) -> bool {
        self.shape.within_judge(&(self.from)(value))
    }

    fn limits(&self, out: &mut Vec<Limit>) {
        self.shape.limits(out);
    }

    fn describe(&self) -> String {
        self.shape.describe()
    }
}

macro_rules! tuple_shape {
    ($(($($s:ident $v:ident $i:tt),+))+) => {$(
        impl<$($s: Shape),+> Shape for ($($s,)+) {
            type Value = ($($s::Value,)+);

            fn read(&self, input: &mut Scanner<'_>) -> Result<Self::Value, InputError> {
                Ok(($(self.$i.read(input)?,)+))
            }

            fn write(&self, value: &Self::Value, out: &mut Text) {
                $(self.$i.write(&value.$i, out);)+
            }

            fn generate(&self, rng: &mut Rng, size: Size) -> Self::Value {
                ($(self.$i.generate(rng, size),)+)
            }

            fn most(&self, rng: &mut Rng) -> Self::Value {
                ($(self.$i.most(rng),)+)
            }

            fn adds_to_a_total(&self) -> bool {
                false $(|| self.$i.adds_to_a_total())+
            }

            fn shrink(&self, value: &Self::Value, each: &mut dyn FnMut(Self::Value) -> bool) -> bool {
                $(
                    let stop = self.$i.shrink(&value.$i, &mut |smaller| {
                        let mut changed = value.clone();
                        changed.$i = smaller;
                        each(changed)
                    });
                    if stop {
                        return true;
                    }
                )+
                false
            }

            fn within_judge(&self, value: &Self::Value) -> bool {
                $(self.$i.within_judge(&value.$i))&&+
            }

            fn limits(&self, out: &mut Vec<Limit>) {
                $(self.$i.limits(out);)+
            }

            /// Numbers side by side (`W H`); anything longer one after the other
            /// (`c z n, then m, then m times p`).
            fn describe(&self) -> String {
                let words: Vec<String> = vec![$(self.$i.describe()),+];
                let simple = words.iter().all(|word| !word.contains(' '));
                words.join(if simple { " " } else { ", then " })
            }
        }
    )+};
}

tuple_shape! {
    (A a 0, B b 1)
    (A a 0, B b 1, C c 2)
    (A a 0, B b 1, C c 2, D d 3)
    (A a 0, B b 1, C c 2, D d 3, E e 4)
}
