//! `cargo xtask explore --nim-product N`: the table of nim products x ⊗ y for x, y < N, with
//! what the Tartan theorem makes of it (the value of a head in a product of coin-turning
//! games, turning corners among them).

use grundy::nim_product;

use crate::error::{Result, bail};

/// The largest N: the products of numbers below 256 are below 256 (a field).
const MOST: u64 = 256;

/// Runs `explore --nim-product N`: prints the table. `stray` names the other options given,
/// which do not go with it.
///
/// # Errors
/// An N that is not a whole number from 1 to 256, options that do not go with it.
pub fn run(n: &str, stray: &[&str]) -> Result {
    if let Some(option) = stray.first() {
        bail!("{option} does not go with --nim-product (N is the table's side)");
    }
    let side = match n.parse::<u64>() {
        Ok(side) if (1..=MOST).contains(&side) => side,
        _ => bail!(
            "--nim-product takes N from 1 to {MOST} (the table x ⊗ y for x, y < N), not {n:?}"
        ),
    };
    print!("{}", text(side));
    Ok(())
}

/// The table and its words, as printed.
pub fn text(side: u64) -> String {
    let width = (side - 1).to_string().len().max(
        (0..side)
            .flat_map(|x| (0..side).map(move |y| nim_product(x, y)))
            .max()
            .unwrap_or(0)
            .to_string()
            .len(),
    );
    let last = side - 1;
    let mut text = format!(
        "explored: nim multiplication, x ⊗ y for x, y = 0..={last}, by core's grundy::nim_product\n\
         (x ⊗ y = mex {{ x' ⊗ y ^ x ⊗ y' ^ x' ⊗ y' : x' < x, y' < y }}; with ^ (XOR) as addition \
         the nimbers are a field)\n\n"
    );
    let header: Vec<String> = (0..side).map(|y| format!("{y:>width$}")).collect();
    text += &format!(
        "{:>width$}  {}\n",
        "x\\y",
        header.join(" "),
        width = width.max(3)
    );
    for x in 0..side {
        let row: Vec<String> = (0..side)
            .map(|y| format!("{:>width$}", nim_product(x, y)))
            .collect();
        text += &format!("{x:>width$}  {}\n", row.join(" "), width = width.max(3));
    }
    text += "\nthe Tartan theorem: in the product of two coin-turning games, where a move takes a \
             set A the first game lets a move turn and a set B the second does and turns every \
             coin (a, b) with a in A and b in B, the coin (max A, max B) going from heads to \
             tails, a head on (x, y) is worth g1(x) ⊗ g2(y), the product of the factors' values.\n\
             \x20 turning corners (turn the four corners of a rectangle) is Twins x Twins with \
             the coins numbered from 0, where a head on x is worth x: a head on (x, y) is worth \
             x ⊗ y, the table's entry;\n\
             \x20 Ruler x Ruler (turn a whole rectangle of coins) makes it r(x) ⊗ r(y), with the \
             coins numbered from 1 and r(n) the largest power of 2 dividing n.\n\
             a position is worth the XOR of its heads' values: turning corners with heads on \
             (2, 3) and (1, 1) is worth 2 ⊗ 3 ^ 1 ⊗ 1 = 1 ^ 1 = 0, lost for the player to move.\n\
             not proved by this tool: the theorem (Winning Ways, ch. 14; Ferguson's notes, part \
             I, 5.4); core's tests check it against the referee's search of every position of \
             turning corners on boards of up to 20 cells.\n";
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// x ⊗ y for x, y < n by the mex definition, written here.
    fn by_mex(n: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; n]; n];
        for x in 0..n {
            for y in 0..n {
                let mut options = Vec::new();
                for x1 in 0..x {
                    for y1 in 0..y {
                        options.push(table[x1][y] ^ table[x][y1] ^ table[x1][y1]);
                    }
                }
                table[x][y] = (0..).find(|value| !options.contains(value)).unwrap();
            }
        }
        table
    }

    /// The table the text shows, row x first.
    fn shown(text: &str) -> Vec<Vec<u64>> {
        let rows = text
            .split("x\\y")
            .nth(1)
            .unwrap()
            .split("\n\n")
            .next()
            .unwrap();
        rows.lines()
            .skip(1)
            .map(|line| {
                let mut words = line.split_whitespace().map(|word| word.parse().unwrap());
                words.next();
                words.collect()
            })
            .collect()
    }

    #[test]
    fn the_table_is_the_nim_product_by_its_mex_definition() {
        let definition = by_mex(40);
        for side in [1, 2, 16, 40] {
            let table = shown(&text(side as u64));
            let expected: Vec<Vec<u64>> = definition[..side]
                .iter()
                .map(|row| row[..side].to_vec())
                .collect();
            assert_eq!(table, expected, "side {side}");
        }
    }

    #[test]
    fn the_largest_table_is_256_square_and_stays_below_256() {
        let table = shown(&text(256));
        assert_eq!(table.len(), 256);
        assert!(
            table
                .iter()
                .all(|row| row.len() == 256 && row.iter().all(|&v| v < 256))
        );
        assert_eq!(table[255][255], nim_product(255, 255));
    }
}
