//! Nim multiplication on 64-bit nimbers, and the turning-corners game it solves.
//!
//! # The field
//! The numbers below 2^64 form a field under nim addition (XOR) and nim multiplication ⊗,
//! defined by the mex: a ⊗ b = mex { a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b }. In game
//! terms, a ⊗ b is the Grundy value of the product of Nim heaps a and b (a coin at (a, b) in
//! [`TurningCorners`]: the Tartan theorem). For every k the numbers below 2^(2^k) are a
//! subfield: those below 2^8, 2^16, 2^32 among them.
//!
//! # How the product is computed
//! For a Fermat 2-power X = 2^(2^k), every x < X has x ⊗ X = x · X (an ordinary shift), and
//! X ⊗ X = X ⊕ X/2. So with a = a1·X ⊕ a0 and b = b1·X ⊕ b0 (halves below X),
//!
//! a ⊗ b = (a1 b1 ⊕ a1 b0 ⊕ a0 b1)·X ⊕ (a0 b0 ⊕ a1 b1 ⊗ X/2),
//!
//! and a1 b0 ⊕ a0 b1 = (a0 ⊕ a1)(b0 ⊕ b1) ⊕ a0 b0 ⊕ a1 b1 (Karatsuba): three half-size
//! products and one product by the constant X/2 per halving. Halving 64 → 32 → 16 → 8 bits
//! ends in a 256 x 256 table of byte products (64 KiB, built once at first use). A 64-bit
//! product is 48 table lookups; about 3 * 10^7 products a second in a release build on the
//! machine this was written on.
//!
//! Squaring is GF(2)-linear (the Frobenius map), so [`nim_square`] is 8 lookups in tables of
//! the squares of each byte in each position.

use std::sync::OnceLock;

use crate::referee::Game;

/// a ⊗ b for a, b below 2^bits (bits a power of two, at most 64), by the halving formula of
/// the module notes down to single bits: slow (bits^2 leaves: 3 products and a product by
/// X/2 per halving), for building tables.
const fn halving_product(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a0, a1) = (a & mask, a >> half);
    let (b0, b1) = (b & mask, b >> half);
    let low = halving_product(a0, b0, half);
    let high = halving_product(a1, b1, half);
    let mixed = halving_product(a0 ^ a1, b0 ^ b1, half);
    ((mixed ^ low) << half) | (low ^ halving_product(high, 1 << (half - 1), half))
}

/// 2^7 ⊗ 2^7, in the field of bytes.
const HALF8_SQUARED: u8 = halving_product(1 << 7, 1 << 7, 8) as u8;
/// 2^15 ⊗ 2^15, in the field of 16-bit nimbers.
const HALF16_SQUARED: u16 = halving_product(1 << 15, 1 << 15, 16) as u16;

/// The tables behind the fast product and square.
struct Tables {
    /// `products[a][b]` = a ⊗ b, for bytes.
    products: [[u8; 256]; 256],
    /// `squares[i][v]` = (v · 2^(8i)) ⊗ (v · 2^(8i)).
    squares: [[u64; 256]; 8],
}

static TABLES: OnceLock<Tables> = OnceLock::new();

/// The tables, built at the first call.
fn tables() -> &'static Tables {
    TABLES.get_or_init(|| {
        // Bilinear: a row of a power of two from its products with the bits of b, any other
        // row as the XOR of two rows.
        let mut products = [[0u8; 256]; 256];
        for a in 1..256usize {
            let low_bit = a & a.wrapping_neg();
            if a == low_bit {
                let i = a.trailing_zeros();
                for b in 1..256usize {
                    let bit_product = halving_product(1 << i, 1 << b.trailing_zeros(), 8) as u8;
                    products[a][b] = products[a][b & (b - 1)] ^ bit_product;
                }
            } else {
                products[a] =
                    std::array::from_fn(|b| products[a ^ low_bit][b] ^ products[low_bit][b]);
            }
        }
        // Linear: each byte's square from the squares of its bits.
        let mut tables = Tables {
            products,
            squares: [[0u64; 256]; 8],
        };
        let bit_squares: [u64; 64] = std::array::from_fn(|i| tables.mul64(1 << i, 1 << i));
        for (byte, table) in tables.squares.iter_mut().enumerate() {
            for v in 1..256usize {
                let lowest = 8 * byte + v.trailing_zeros() as usize;
                table[v] = table[v & (v - 1)] ^ bit_squares[lowest];
            }
        }
        tables
    })
}

impl Tables {
    #[inline]
    fn mul8(&self, a: u8, b: u8) -> u8 {
        self.products[usize::from(a)][usize::from(b)]
    }

    #[inline]
    fn mul16(&self, a: u16, b: u16) -> u16 {
        let (a0, a1) = (a as u8, (a >> 8) as u8);
        let (b0, b1) = (b as u8, (b >> 8) as u8);
        let low = self.mul8(a0, b0);
        let high = self.mul8(a1, b1);
        let mixed = self.mul8(a0 ^ a1, b0 ^ b1);
        (u16::from(mixed ^ low) << 8) | u16::from(low ^ self.mul8(high, 1 << 7))
    }

    /// d ⊗ 2^15 = ((d0 ⊕ d1) ⊗ 2^7)·2^8 ⊕ d1 ⊗ 2^7 ⊗ 2^7.
    #[inline]
    fn half16(&self, d: u16) -> u16 {
        let (d0, d1) = (d as u8, (d >> 8) as u8);
        (u16::from(self.mul8(d0 ^ d1, 1 << 7)) << 8) | u16::from(self.mul8(d1, HALF8_SQUARED))
    }

    #[inline]
    fn mul32(&self, a: u32, b: u32) -> u32 {
        let (a0, a1) = (a as u16, (a >> 16) as u16);
        let (b0, b1) = (b as u16, (b >> 16) as u16);
        let low = self.mul16(a0, b0);
        let high = self.mul16(a1, b1);
        let mixed = self.mul16(a0 ^ a1, b0 ^ b1);
        (u32::from(mixed ^ low) << 16) | u32::from(low ^ self.half16(high))
    }

    /// d ⊗ 2^31 = ((d0 ⊕ d1) ⊗ 2^15)·2^16 ⊕ d1 ⊗ 2^15 ⊗ 2^15.
    #[inline]
    fn half32(&self, d: u32) -> u32 {
        let (d0, d1) = (d as u16, (d >> 16) as u16);
        (u32::from(self.half16(d0 ^ d1)) << 16) | u32::from(self.mul16(d1, HALF16_SQUARED))
    }

    #[inline]
    fn mul64(&self, a: u64, b: u64) -> u64 {
        let (a0, a1) = (a as u32, (a >> 32) as u32);
        let (b0, b1) = (b as u32, (b >> 32) as u32);
        let low = self.mul32(a0, b0);
        let high = self.mul32(a1, b1);
        let mixed = self.mul32(a0 ^ a1, b0 ^ b1);
        (u64::from(mixed ^ low) << 32) | u64::from(low ^ self.half32(high))
    }

    #[inline]
    fn square(&self, a: u64) -> u64 {
        let bytes = a.to_le_bytes();
        (0..8).fold(0, |square, i| {
            square ^ self.squares[i][usize::from(bytes[i])]
        })
    }
}

/// The nim product a ⊗ b: the Grundy value of the product of Nim heaps a and b, the
/// multiplication of the field of 64-bit nimbers (whose addition is XOR).
///
/// # Complexity
/// 48 lookups in a 64 KiB table (built on the first call, in about a millisecond); tens of
/// millions of products a second.
///
/// # Example
/// ```
/// use grundy::nim_product;
///
/// assert_eq!(nim_product(2, 2), 3);
/// assert_eq!(nim_product(8, 8), 13);
/// assert_eq!(nim_product(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31)); // X ⊗ X = X ⊕ X/2
/// assert_eq!(nim_product(5, 1 << 16), 5 << 16); // below a Fermat 2-power: a plain shift
/// ```
pub fn nim_product(a: u64, b: u64) -> u64 {
    tables().mul64(a, b)
}

/// The nim square a ⊗ a. Squaring is GF(2)-linear, so this is faster than
/// [`nim_product`]`(a, a)`.
///
/// # Complexity
/// 8 lookups in a 16 KiB table (built on the first call).
///
/// # Example
/// ```
/// use grundy::{nim_product, nim_square};
///
/// assert_eq!(nim_square(16), 24);
/// assert_eq!(nim_square(12345), nim_product(12345, 12345));
/// ```
pub fn nim_square(a: u64) -> u64 {
    tables().square(a)
}

/// a ⊗ a ⊗ ... ⊗ a (`exponent` factors), by squaring and multiplying; 1 for exponent 0
/// (0^0 = 1 included).
///
/// # Complexity
/// At most 64 squares and 64 products.
///
/// # Example
/// ```
/// use grundy::{nim_pow, nim_product};
///
/// assert_eq!(nim_pow(2, 3), nim_product(2, nim_product(2, 2))); // 2 ⊗ 3 = 1
/// assert_eq!(nim_pow(2, 3), 1);
/// assert_eq!(nim_pow(7, 0), 1);
/// ```
pub fn nim_pow(a: u64, exponent: u64) -> u64 {
    let tables = tables();
    let (mut result, mut base, mut exponent) = (1, a, exponent);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = tables.mul64(result, base);
        }
        base = tables.square(base);
        exponent >>= 1;
    }
    result
}

/// The nim inverse of a: the b with a ⊗ b = 1, computed as a^(2^64 - 2) (the nonzero nimbers
/// are a group of order 2^64 - 1).
///
/// # Panics
/// If `a` is 0.
///
/// # Complexity
/// 64 squares and 63 products, a few microseconds.
///
/// # Example
/// ```
/// use grundy::{nim_inverse, nim_product};
///
/// assert_eq!(nim_inverse(2), 3); // 2 ⊗ 3 = 1
/// let a = 0x0123_4567_89ab_cdef;
/// assert_eq!(nim_product(a, nim_inverse(a)), 1);
/// ```
pub fn nim_inverse(a: u64) -> u64 {
    assert!(a != 0, "0 has no nim inverse");
    nim_pow(a, u64::MAX - 1)
}

/// The value of a turning-corners position: the XOR over its heads coins (x, y) of x ⊗ y
/// (the Tartan theorem). A cell listed twice has been turned twice: it counts as tails.
///
/// # Complexity
/// One [`nim_product`] per cell.
///
/// # Example
/// ```
/// // HDU 3404 "Switch lights": the first player wins exactly when the value is not 0.
/// assert_eq!(grundy::corners_value(&[(2, 2), (1, 1)]), 3 ^ 1);
/// assert_eq!(grundy::corners_value(&[(2, 3), (1, 1)]), 0); // 2 ⊗ 3 = 1 ⊗ 1: lost
/// ```
pub fn corners_value(heads: &[(u64, u64)]) -> u64 {
    let tables = tables();
    heads
        .iter()
        .fold(0, |value, &(x, y)| value ^ tables.mul64(x, y))
}

/// A winning move in turning corners from these heads, as `((x1, y1), (x2, y2))`: turn the
/// four corners of the rectangle, the coin at (x2, y2) (heads) among them, x1 < x2, y1 < y2.
/// `None` exactly when the position is lost ([`corners_value`] is 0). Cells listed twice
/// count as tails, as in [`corners_value`].
///
/// The move turns (x1 ⊕ x2) ⊗ (y1 ⊕ y2) into the value, so it is found by choosing a heads
/// coin whose x2 ⊗ y2 has the top bit of the value v (the mex definition guarantees that coin
/// a move to 0) and trying each x1 < x2 with y1 = v ⊗ (x1 ⊕ x2)^-1 ⊕ y2 (or each y1 < y2, on
/// the shorter side). So it is for small coordinates only: for 64-bit coordinates this search
/// is no use, and no direct formula is provided.
///
/// # Complexity
/// O(n log n) for n cells listed, plus O(min(x2, y2)) [`nim_inverse`]s (each a few
/// microseconds) for the coin chosen.
///
/// # Example
/// ```
/// use grundy::{corners_move, corners_value};
///
/// let heads = [(2, 2), (1, 1)]; // 3 ⊕ 1 = 2: a win
/// let ((x1, y1), (x2, y2)) = corners_move(&heads).unwrap();
/// let after = [(1, 1), (x1, y1), (x1, y2), (x2, y1), (x2, y2), (2, 2)]; // turned twice: tails
/// assert_eq!(corners_value(&after), 0);
/// assert_eq!(corners_move(&[(2, 3), (1, 1)]), None);
/// ```
pub fn corners_move(heads: &[(u64, u64)]) -> Option<((u64, u64), (u64, u64))> {
    let mut sorted = heads.to_vec();
    sorted.sort_unstable();
    let mut odd: Vec<(u64, u64)> = Vec::with_capacity(sorted.len());
    for cell in sorted {
        if odd.last() == Some(&cell) {
            odd.pop();
        } else {
            odd.push(cell);
        }
    }
    let value = corners_value(&odd);
    if value == 0 {
        return None;
    }
    let top = 1u64 << (63 - value.leading_zeros());
    let &(x2, y2) = odd.iter().find(|&&(x, y)| nim_product(x, y) & top != 0)?;
    // (x1 ⊕ x2) ⊗ (y1 ⊕ y2) = value, with x1 < x2 and y1 < y2.
    if x2 <= y2 {
        (0..x2).find_map(|x1| {
            let y1 = nim_product(value, nim_inverse(x1 ^ x2)) ^ y2;
            (y1 < y2).then_some(((x1, y1), (x2, y2)))
        })
    } else {
        (0..y2).find_map(|y1| {
            let x1 = nim_product(value, nim_inverse(y1 ^ y2)) ^ x2;
            (x1 < x2).then_some(((x1, y1), (x2, y2)))
        })
    }
}

/// Turning corners on a `width x height` board, the real rules for the
/// [`Referee`](crate::Referee): a coin on every cell (x, y), 0 <= x < width, 0 <= y < height;
/// a move picks x1 < x2 and y1 < y2 with the coin at (x2, y2) heads, and turns over the four
/// corners (x1, y1), (x1, y2), (x2, y1), (x2, y2). Whoever cannot move loses.
///
/// A position is the set of heads as a bitmask, cell (x, y) being bit y * width + x; bits at
/// or past width * height are not cells, and are left alone. A move is
/// `((x1, y1), (x2, y2))`.
///
/// # Example
/// ```
/// use grundy::{Referee, TurningCorners};
///
/// let board = TurningCorners::new(3, 4);
/// let heads = board.position([(2, 3), (1, 1)]);
/// assert_eq!(board.value(heads), 0); // 2 ⊗ 3 = 1 = 1 ⊗ 1
/// assert!(!Referee::new(board).wins(&heads));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurningCorners {
    width: usize,
    height: usize,
}

impl TurningCorners {
    /// The board of `width x height` cells.
    ///
    /// # Panics
    /// If it has more than 64 cells.
    ///
    /// # Example
    /// ```
    /// let board = grundy::TurningCorners::new(8, 8);
    /// assert_eq!((board.width(), board.height()), (8, 8));
    /// ```
    pub fn new(width: usize, height: usize) -> Self {
        assert!(
            width.checked_mul(height).is_some_and(|cells| cells <= 64),
            "a {width} x {height} board has more than 64 cells"
        );
        Self { width, height }
    }

    /// The number of columns (x runs over 0..width).
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of rows (y runs over 0..height).
    pub fn height(&self) -> usize {
        self.height
    }

    /// The bit of cell (x, y).
    fn bit(&self, x: usize, y: usize) -> u64 {
        1 << (y * self.width + x)
    }

    /// The position with these cells heads (a cell listed twice is turned twice: tails).
    ///
    /// # Panics
    /// If a cell is off the board.
    ///
    /// # Example
    /// ```
    /// let board = grundy::TurningCorners::new(3, 2);
    /// assert_eq!(board.position([(0, 0), (2, 1)]), 1 | 1 << 5);
    /// ```
    pub fn position(&self, heads: impl IntoIterator<Item = (usize, usize)>) -> u64 {
        heads.into_iter().fold(0, |mask, (x, y)| {
            assert!(
                x < self.width && y < self.height,
                "cell ({x}, {y}) is off the {} x {} board",
                self.width,
                self.height
            );
            mask ^ self.bit(x, y)
        })
    }

    /// The Grundy value of the position `heads`: the XOR of x ⊗ y over its heads (the Tartan
    /// theorem; see [`corners_value`]).
    ///
    /// # Complexity
    /// One [`nim_product`] per heads coin.
    ///
    /// # Example
    /// ```
    /// let board = grundy::TurningCorners::new(5, 5);
    /// assert_eq!(board.value(board.position([(4, 4), (2, 3)])), 6 ^ 1);
    /// ```
    pub fn value(&self, heads: u64) -> u64 {
        let cells = self.width * self.height;
        let mut rest = if cells >= 64 {
            heads
        } else {
            heads & ((1 << cells) - 1)
        };
        let mut value = 0;
        while rest != 0 {
            let index = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let (x, y) = (index % self.width, index / self.width);
            value ^= nim_product(x as u64, y as u64);
        }
        value
    }
}

impl Game for TurningCorners {
    /// The heads, one bit per cell.
    type Position = u64;
    /// `((x1, y1), (x2, y2))`, the coin at (x2, y2) going from heads to tails.
    type Move = ((usize, usize), (usize, usize));

    /// For each heads coin (x2, y2) in bit order, each rectangle (x1, y1) below and left of
    /// it, rows first.
    fn moves(&self, &heads: &u64) -> Vec<(Self::Move, u64)> {
        let mut moves = Vec::new();
        for y2 in 1..self.height {
            for x2 in 1..self.width {
                let corner = self.bit(x2, y2);
                if heads & corner == 0 {
                    continue;
                }
                for y1 in 0..y2 {
                    for x1 in 0..x2 {
                        let turned =
                            corner ^ self.bit(x1, y1) ^ self.bit(x1, y2) ^ self.bit(x2, y1);
                        moves.push((((x1, y1), (x2, y2)), heads ^ turned));
                    }
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FxHashMap, Referee, Rng};

    /// a ⊗ b for a, b < n <= 256 by the mex definition, as a table (every product and option
    /// is below 256: the bytes are a field).
    fn mex_table(n: usize) -> Vec<Vec<u64>> {
        assert!(n <= 256);
        let mut table = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; 257];
                for a1 in 0..a {
                    for b1 in 0..b {
                        let option = table[a1][b] ^ table[a][b1] ^ table[a1][b1];
                        seen[option as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        table
    }

    /// 2^i ⊗ 2^j for i, j < 64 by the Fermat 2-power rules, an independent derivation: a power
    /// of 2 is the ordinary (= nim) product of distinct Fermat 2-powers F = 2^(2^k), and
    /// F ⊗ F = F ⊕ F/2.
    fn fermat_power_products() -> Vec<Vec<u64>> {
        fn power(i: usize, j: usize, memo: &mut FxHashMap<(usize, usize), u64>) -> u64 {
            let common = i & j;
            if common == 0 {
                return 1 << (i | j);
            }
            if let Some(&product) = memo.get(&(i, j)) {
                return product;
            }
            // 2^i ⊗ 2^j = (2^i' ⊗ 2^j') ⊗ F ⊗ F with F = 2^(2^k): rest ⊗ F ⊕ rest ⊗ F/2.
            let k = 1 << (usize::BITS - 1 - common.leading_zeros());
            let rest = power(i ^ k, j ^ k, memo);
            let mut product = 0;
            for bit in (0..64).filter(|&bit| rest >> bit & 1 == 1) {
                product ^= power(bit, k, memo) ^ power(bit, k - 1, memo);
            }
            memo.insert((i, j), product);
            product
        }
        let mut memo = FxHashMap::default();
        (0..64)
            .map(|i| (0..64).map(|j| power(i, j, &mut memo)).collect())
            .collect()
    }

    /// a ⊗ b by bilinearity over the table of powers of 2.
    fn by_powers(powers: &[Vec<u64>], a: u64, b: u64) -> u64 {
        let mut product = 0;
        for i in (0..64).filter(|&i| a >> i & 1 == 1) {
            for j in (0..64).filter(|&j| b >> j & 1 == 1) {
                product ^= powers[i][j];
            }
        }
        product
    }

    #[test]
    fn nim_product_equals_the_mex_definition_below_64() {
        let table = mex_table(64);
        for a in 0..64 {
            for b in 0..64 {
                assert_eq!(
                    nim_product(a, b),
                    table[a as usize][b as usize],
                    "{a} ⊗ {b}"
                );
            }
        }
    }

    #[test]
    fn nim_product_equals_the_fermat_power_rules() {
        let powers = fermat_power_products();
        let table = mex_table(64);
        for i in 0..6 {
            for j in 0..6 {
                assert_eq!(powers[i][j], table[1 << i][1 << j]);
            }
        }
        for a in 0..256 {
            for b in 0..256 {
                assert_eq!(nim_product(a, b), by_powers(&powers, a, b), "{a} ⊗ {b}");
            }
        }
        let mut rng = Rng::new(11);
        for _ in 0..3000 {
            let bits = *rng.pick(&[16, 32, 64]);
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1 << bits) - 1
            };
            let (a, b) = (rng.next_u64() & mask, rng.next_u64() & mask);
            let product = nim_product(a, b);
            assert_eq!(product, by_powers(&powers, a, b), "{a} ⊗ {b}");
            assert_eq!(product, halving_product(a, b, 64), "{a} ⊗ {b}");
            assert!(product <= mask, "the {bits}-bit nimbers are a subfield");
        }
    }

    #[test]
    fn known_values() {
        let table = mex_table(32);
        for (a, b, product) in [(2, 2, 3), (2, 3, 1), (4, 4, 6), (8, 8, 13), (16, 16, 24)] {
            assert_eq!(nim_product(a, b), product);
            assert_eq!(table[a as usize][b as usize], product);
        }
        for k in [1, 2, 4, 8, 16, 32] {
            let fermat = 1u64 << k;
            assert_eq!(
                nim_product(fermat, fermat),
                fermat ^ (fermat >> 1),
                "2^{k} squared"
            );
            assert_eq!(nim_square(fermat), fermat ^ (fermat >> 1));
        }
        assert_eq!(nim_product(3 << 5, 1 << 16), 3 << 21);
        assert_eq!(nim_product(u64::MAX, 1), u64::MAX);
    }

    #[test]
    fn field_laws_hold_on_random_values() {
        let mut rng = Rng::new(3);
        for _ in 0..5000 {
            let [a, b, c] = [rng.next_u64(), rng.next_u64(), rng.next_u64()];
            assert_eq!(nim_product(a, b), nim_product(b, a));
            assert_eq!(
                nim_product(nim_product(a, b), c),
                nim_product(a, nim_product(b, c))
            );
            assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
            assert_eq!(nim_product(a, 1), a);
            assert_eq!(nim_product(a, 0), 0);
            assert_eq!(nim_square(a), nim_product(a, a));
        }
    }

    #[test]
    fn powers_and_inverses() {
        let mut rng = Rng::new(8);
        for _ in 0..500 {
            let a = rng.next_u64();
            let (e, f) = (rng.range(0..=1000), rng.next_u64());
            assert_eq!(nim_pow(a, e + 1), nim_product(nim_pow(a, e), a));
            assert_eq!(
                nim_pow(a, f ^ (f & 1)),
                nim_square(nim_pow(a, f >> 1)),
                "a^(2m) = (a^m)^2"
            );
            if a != 0 {
                assert_eq!(nim_product(a, nim_inverse(a)), 1, "{a}");
                assert_eq!(nim_pow(a, u64::MAX), 1, "the group has order 2^64 - 1");
            }
        }
        for a in 1..=2000 {
            assert_eq!(nim_product(a, nim_inverse(a)), 1, "{a}");
        }
        assert_eq!(nim_pow(0, 0), 1);
        assert_eq!(nim_pow(0, 5), 0);
    }

    #[test]
    #[should_panic(expected = "no nim inverse")]
    fn zero_has_no_inverse() {
        nim_inverse(0);
    }

    /// The Grundy value of every position of `board`, by mex over the real moves (a move
    /// turns the highest of its four bits off, so it leads to a smaller mask).
    fn grundy_by_rules(board: TurningCorners) -> Vec<u64> {
        let cells = board.width() * board.height();
        let mut values: Vec<u64> = Vec::with_capacity(1 << cells);
        for heads in 0..1u64 << cells {
            let mut seen = 0u128;
            for (_, after) in board.moves(&heads) {
                assert!(after < heads);
                seen |= 1 << values[after as usize];
            }
            values.push(u64::from(seen.trailing_ones()));
        }
        values
    }

    #[test]
    fn the_tartan_theorem_holds_on_every_position_of_small_boards() {
        for (width, height) in [(4, 4), (5, 4), (4, 5), (3, 6), (7, 2), (1, 9)] {
            let board = TurningCorners::new(width, height);
            let values = grundy_by_rules(board);
            for (heads, &value) in values.iter().enumerate() {
                assert_eq!(
                    board.value(heads as u64),
                    value,
                    "{width} x {height}: {heads:b}"
                );
            }
        }
    }

    /// The cells of `heads` on `board`.
    fn cells(board: TurningCorners, heads: u64) -> Vec<(u64, u64)> {
        let width = board.width() as u64;
        (0..64)
            .filter(|&i| heads >> i & 1 == 1)
            .map(|i| (i % width, i / width))
            .collect()
    }

    #[test]
    fn the_referee_and_the_winning_move_agree_with_the_value() {
        let mut rng = Rng::new(21);
        for (width, height) in [(4, 4), (5, 4), (4, 5), (3, 6)] {
            let board = TurningCorners::new(width, height);
            let mut referee = Referee::new(board);
            let cells_count = (width * height) as u64;
            for _ in 0..300 {
                let heads = rng.next_u64() & ((1 << cells_count) - 1);
                let value = board.value(heads);
                assert_eq!(referee.wins(&heads), value != 0, "{heads:b}");
                let found = corners_move(&cells(board, heads));
                assert_eq!(found.is_some(), value != 0, "{heads:b}");
                if let Some(((x1, y1), (x2, y2))) = found {
                    let corners = [(x1, y1), (x1, y2), (x2, y1), (x2, y2)];
                    let turned = board.position(corners.map(|(x, y)| (x as usize, y as usize)));
                    assert_ne!(heads & board.bit(x2 as usize, y2 as usize), 0);
                    assert!(x1 < x2 && y1 < y2);
                    assert!(!referee.wins(&(heads ^ turned)), "{heads:b}");
                    let legal = board.moves(&heads);
                    let named = ((x1 as usize, y1 as usize), (x2 as usize, y2 as usize));
                    assert!(
                        legal
                            .iter()
                            .any(|&(m, after)| m == named && after == heads ^ turned)
                    );
                }
            }
        }
    }

    #[test]
    fn the_winning_move_works_for_larger_coordinates_and_repeated_cells() {
        let mut rng = Rng::new(34);
        let mut wins = 0;
        for round in 0..400 {
            let high = if round % 2 == 0 { 50 } else { 3000 };
            let count = rng.range_usize(1..=6);
            let mut heads: Vec<(u64, u64)> = (0..count)
                .map(|_| (rng.range(0..=high), rng.range(0..=high)))
                .collect();
            if round % 5 == 0 {
                heads.push(heads[0]); // turned twice: tails
            }
            let value = corners_value(&heads);
            match corners_move(&heads) {
                None => assert_eq!(value, 0, "{heads:?}"),
                Some(((x1, y1), (x2, y2))) => {
                    wins += 1;
                    assert!(x1 < x2 && y1 < y2, "{heads:?}");
                    let times = heads.iter().filter(|&&cell| cell == (x2, y2)).count();
                    assert_eq!(times % 2, 1, "(x2, y2) is heads");
                    heads.extend([(x1, y1), (x1, y2), (x2, y1), (x2, y2)]);
                    assert_eq!(corners_value(&heads), 0, "{heads:?}");
                }
            }
        }
        assert!(wins > 300);
        assert_eq!(corners_move(&[(3, 5), (3, 5)]), None);
        assert_eq!(corners_move(&[]), None);
    }

    #[test]
    #[should_panic(expected = "more than 64 cells")]
    fn a_board_of_more_than_64_cells_is_refused() {
        TurningCorners::new(9, 8);
    }

    /// Products a second; run with
    /// `cargo test -p grundy --release -- --ignored --nocapture products_per_second`.
    #[test]
    #[ignore]
    fn products_per_second() {
        let build = std::time::Instant::now();
        tables(); // the first call in this process when the test runs alone
        println!("tables built in {:?}", build.elapsed());
        let mut rng = Rng::new(1);
        let (mut a, b) = (rng.next_u64() | 1, rng.next_u64());
        let count = 50_000_000u64;
        let start = std::time::Instant::now();
        // A chain: each product depends on the last, so latency is measured, not throughput.
        for i in 0..count {
            a = nim_product(a, b ^ i) | 1;
        }
        let seconds = start.elapsed().as_secs_f64();
        let independent_start = std::time::Instant::now();
        let mut sum = 0;
        for i in 0..count {
            sum ^= nim_product(i.wrapping_mul(0x9E37_79B9_7F4A_7C15), b ^ i);
        }
        let independent = independent_start.elapsed().as_secs_f64();
        println!(
            "chained: {:.1e} products/s; independent: {:.1e} products/s ({a} {sum})",
            count as f64 / seconds,
            count as f64 / independent
        );
    }
}
