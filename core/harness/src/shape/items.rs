//! What every list-like shape shares: reading, writing, generating, shrinking and checking a
//! run of items after their count, and how they are laid out ([`Layout`]). [`List`](super::List),
//! [`HeadedList`](super::HeadedList), [`TwoLists`](super::TwoLists) and
//! [`Cases`](super::Cases) are built on it.

use std::hash::Hash;

use super::{Num, Shape, Text};
use crate::generate::{Size, removal_ranges, without_range};
use crate::input::{InputError, Scanner};
use grundy::{FxHashSet, Rng};

/// How a [`list`](super::list) is laid out in the judge's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The count, then the items on one line of their own: `3` / `5 6 7`.
    Block,
    /// The count and the items on one line: `3 5 6 7`.
    Inline,
    /// The count on a line, then each item on a line of its own (cases, boards, rows).
    Lines,
}

/// How a [`List::distinct`] list tells a repeat: its words for one, and the check (kept as a
/// function so that only distinct lists need their items hashable).
#[derive(Debug)]
pub(super) struct Distinct<V> {
    pub(super) repeated: fn(&V) -> String,
    pub(super) is_new: fn(&mut FxHashSet<V>, &[V], &V) -> bool,
}

/// How many earlier items of a distinct list a new one is compared with one by one (a row of
/// 20 pieces costs no hashing and no allocation) before a hash set takes over, so that a long
/// list stays linear.
const FEW_DISTINCT: usize = 32;

/// Whether `value` is none of `earlier`, the items read before it: compared one by one while
/// they are few, then through `many`, which holds every earlier item once the first check
/// past [`FEW_DISTINCT`] has filled it.
pub(super) fn is_new<V: Clone + Eq + Hash>(
    many: &mut FxHashSet<V>,
    earlier: &[V],
    value: &V,
) -> bool {
    if earlier.len() < FEW_DISTINCT {
        return !earlier.contains(value);
    }
    if many.is_empty() {
        many.extend(earlier.iter().cloned());
    }
    many.insert(value.clone())
}

/// Reads items until `count` are read (the value of `counter`), growing the vector as they
/// arrive.
pub(super) fn read_items<S: Shape>(
    item: &S,
    input: &mut Scanner<'_>,
    (counter, count): (&Num<usize>, usize),
    distinct: Option<&Distinct<S::Value>>,
) -> Result<Vec<S::Value>, InputError> {
    let (mut items, mut many) = (Vec::with_capacity(count.min(1 << 16)), FxHashSet::default());
    for k in 1..=count {
        let pos = distinct.map(|_| input.next_pos());
        let value = read_item(item, input, counter, (k, count))?;
        if let (Some(distinct), Some(pos)) = (distinct, pos)
            && !(distinct.is_new)(&mut many, &items, &value)
        {
            return Err(InputError::at(pos, (distinct.repeated)(&value)));
        }
        items.push(value);
    }
    Ok(items)
}

/// Reads `count` items (the value of `counter`) of a list that need not be distinct, handing
/// each to `each` as it is read.
pub(super) fn each_item<S: Shape>(
    item: &S,
    input: &mut Scanner<'_>,
    (counter, count): (&Num<usize>, usize),
    mut each: impl FnMut(S::Value) -> Result<(), InputError>,
) -> Result<(), InputError> {
    for k in 1..=count {
        each(read_item(item, input, counter, (k, count))?)?;
    }
    Ok(())
}

/// Reads item `k` of `count` (the value of `counter`): where the input ends inside it, the
/// error names the item (`expected a pile size, a_i 4 of n = 5`; an item of several numbers
/// is `item 4 of n = 5`) and, from the lists around it, where it stands in them
/// (`, in item 2 of T = 3`).
fn read_item<S: Shape>(
    item: &S,
    input: &mut Scanner<'_>,
    counter: &Num<usize>,
    (k, count): (usize, usize),
) -> Result<S::Value, InputError> {
    item.read(input).map_err(|error| {
        let name = &counter.name;
        let innermost = || {
            let what = item.describe();
            let what = if what.contains(' ') {
                "item".to_owned()
            } else {
                what
            };
            format!(", {what} {k} of {name} = {count}")
        };
        error.ended_in_list(innermost, || format!(", in item {k} of {name} = {count}"))
    })
}

/// Writes items after their count, as `layout` says.
pub(super) fn write_items<S: Shape>(item: &S, items: &[S::Value], layout: Layout, out: &mut Text) {
    if layout != Layout::Inline {
        out.end_line();
    }
    for value in items {
        item.write(value, out);
        if layout == Layout::Lines {
            out.end_line();
        }
    }
    out.end_line();
}

/// Items of `size`: as many as `count` draws (its judge maximum half of the time at the
/// judge's size), all equal one time in eight, distinct when asked.
pub(super) fn generate_items<S: Shape>(
    count: &Num<usize>,
    item: &S,
    rng: &mut Rng,
    size: Size,
    distinct: Option<&Distinct<S::Value>>,
) -> Vec<S::Value> {
    let len = if size == Size::Judge && rng.chance(1, 2) {
        count.most(rng)
    } else {
        count.generate(rng, size)
    };
    if distinct.is_none() && len > 1 && !item.adds_to_a_total() && rng.chance(1, 8) {
        return vec![item.generate(rng, size); len];
    }
    draw_items(count, len, rng, distinct, |rng| item.generate(rng, size))
}

/// The judge's most items, each its largest ([`Shape::most`]), distinct when asked.
///
/// # Panics
/// When the count's judge range has no real maximum (past [`MOST_ITEMS`]: a statement that
/// does not bound it), naming the count: such a problem gives its own
/// [`Problem::judge_max`](crate::Problem::judge_max).
pub(super) fn most_items<S: Shape>(
    count: &Num<usize>,
    item: &S,
    rng: &mut Rng,
    distinct: Option<&Distinct<S::Value>>,
) -> Vec<S::Value> {
    let judge_most = *count.judge.end();
    assert!(
        judge_most <= MOST_ITEMS,
        "the judge's range of {} has no maximum a judge could give ({judge_most}): the problem \
         gives its own Problem::judge_max",
        count.name
    );
    // The count's own largest: its judge maximum, within a bound or total it has.
    let most = count.most(rng);
    let mut first = true;
    draw_items(count, most, rng, distinct, |rng| {
        if std::mem::take(&mut first) || distinct.is_none() {
            item.most(rng)
        } else {
            item.generate(rng, Size::Judge)
        }
    })
}

/// The most items [`Shape::most`] draws for one count: a judge range past it is taken as the
/// statement giving no bound.
pub const MOST_ITEMS: usize = 100_000_000;

/// `len` items from `draw`, distinct when asked (as many as can be found, at least the
/// count's lowest).
fn draw_items<T: Clone>(
    count: &Num<usize>,
    len: usize,
    rng: &mut Rng,
    distinct: Option<&Distinct<T>>,
    mut draw: impl FnMut(&mut Rng) -> T,
) -> Vec<T> {
    let Some(distinct) = distinct else {
        return (0..len).map(|_| draw(rng)).collect();
    };
    let (mut items, mut many) = (Vec::with_capacity(len), FxHashSet::default());
    for _ in 0..100 * (len + 10) {
        if items.len() == len {
            break;
        }
        let value = draw(rng);
        if (distinct.is_new)(&mut many, &items, &value) {
            items.push(value);
        }
    }
    let least = *count.accepts.start();
    assert!(items.len() >= least, "cannot draw {least} distinct items");
    items
}

/// Shrinks a list: removes ranges of items (never below `least`), then lowers one item at a
/// time when at most 32 are left.
pub(super) fn shrink_items<S: Shape>(
    item: &S,
    items: &[S::Value],
    least: usize,
    distinct: bool,
    each: &mut dyn FnMut(Vec<S::Value>) -> bool,
) -> bool {
    for range in removal_ranges(items.len()) {
        if items.len() - range.len() >= least && each(without_range(items, &range)) {
            return true;
        }
    }
    if items.len() > 32 {
        return false;
    }
    for at in 0..items.len() {
        let stop = item.shrink(&items[at], &mut |smaller| {
            if distinct && items.contains(&smaller) {
                return false;
            }
            let mut changed = items.to_vec();
            changed[at] = smaller;
            each(changed)
        });
        if stop {
            return true;
        }
    }
    false
}

pub(super) fn items_within_judge<S: Shape>(
    count: &Num<usize>,
    item: &S,
    items: &[S::Value],
) -> bool {
    count.within_judge(&items.len()) && items.iter().all(|value| item.within_judge(value))
}

/// `x` or `(x y)` when it has several words.
pub(super) fn grouped(words: String) -> String {
    if words.contains(' ') {
        format!("({words})")
    } else {
        words
    }
}
