//! The one-line notation of a sum: components `FAMILY:SIZE` joined by `+`, such as
//! `.77:5 + nim:3 + sub{1,3,4}:7`. Every mistake is one message naming the component.

use grundy::{Radix, Subtraction, TakeBreak};

use super::component::{Component, Family, State, Tree, turning_rule};

/// The families, as an error lists them.
pub const FAMILIES: &str = "octal codes (.77, 0.137, 4.3...), hex{CODE}, nim, sub{1,3,4}, \
                            grundy, euclid, turtles, mock, ruler, twins, sizes{1,2}, \
                            runs{1,3}, distance{0,2}, string, tree, graph";

/// The largest amount a subtraction game takes (its table starts with that many values).
pub const MOST_TAKEN: u64 = 100_000_000;

/// The longest coin row, and the most edges of a tree.
pub const MOST_COINS: usize = 64;

/// Reads a whole sum.
///
/// # Errors
/// An empty sum, an empty component, or a component that does not read (see [`component`]);
/// the message quotes the component.
pub fn sum(text: &str) -> Result<Vec<Component>, String> {
    if text.trim().is_empty() {
        return Err("the sum is empty: give components such as '.77:5 + nim:3'".into());
    }
    let terms: Vec<&str> = text.split('+').map(str::trim).collect();
    let mut components = Vec::new();
    for (index, term) in terms.iter().enumerate() {
        if term.is_empty() {
            return Err(format!(
                "component {} of '{}' is empty (a '+' with nothing on one side)",
                index + 1,
                text.trim()
            ));
        }
        components.push(component(term).map_err(|message| format!("'{term}': {message}"))?);
    }
    Ok(components)
}

/// Reads one component, `FAMILY:SIZE`; the error does not quote it (the caller does).
pub fn component(term: &str) -> Result<Component, String> {
    let (name, size) = term
        .split_once(':')
        .ok_or_else(|| "no ':' between the family and the size (as nim:3 or .77:5)".to_string())?;
    let family = family(name.trim())?;
    let state = state(&family, size.trim())?;
    Ok(Component { family, state })
}

/// Reads a family's name.
pub fn family(name: &str) -> Result<Family, String> {
    if name.starts_with('.') || name.as_bytes().get(1) == Some(&b'.') {
        let code = TakeBreak::parse(name, Radix::Octal).map_err(|e| e.to_string())?;
        return Ok(Family::Code(code, Radix::Octal));
    }
    if let Some(code) = braced(name, "hex") {
        let code = TakeBreak::parse(code, Radix::Hexadecimal).map_err(|e| e.to_string())?;
        return Ok(Family::Code(code, Radix::Hexadecimal));
    }
    if let Some(amounts) = braced(name, "sub") {
        if amounts.trim().is_empty() {
            return Err("the set of amounts is empty: write them as sub{1,3,4}".into());
        }
        let amounts: Vec<u64> = amounts
            .split(',')
            .map(|amount| match number(amount.trim()) {
                Ok(0) => Err("an amount taken must be at least 1".to_string()),
                Ok(big) if big > MOST_TAKEN => Err(format!(
                    "an amount taken is at most {MOST_TAKEN} here, not {big}"
                )),
                other => other,
            })
            .collect::<Result<_, _>>()?;
        return Ok(Family::Subtract(Subtraction::new(amounts)));
    }
    if let Some(rule) = turning_rule(name)? {
        return Ok(Family::Turning(rule));
    }
    Ok(match name {
        "nim" => Family::Nim,
        "grundy" => Family::Grundy,
        "euclid" => Family::Euclid,
        "string" => Family::Stalk,
        "tree" => Family::Tree,
        "graph" => Family::Graph,
        _ => return Err(format!("unknown family \"{name}\"; known: {FAMILIES}")),
    })
}

/// A family's state written after the `:`.
pub fn state(family: &Family, size: &str) -> Result<State, String> {
    if size.is_empty() {
        return Err("no size after the ':'".into());
    }
    match family {
        Family::Euclid => {
            let inner = size
                .strip_prefix('(')
                .and_then(|rest| rest.strip_suffix(')'))
                .and_then(|rest| rest.split_once(','))
                .ok_or_else(|| format!("Euclid's piles are written (a,b), not \"{size}\""))?;
            let (a, b) = (number(inner.0.trim())?, number(inner.1.trim())?);
            if a == 0 || b == 0 {
                return Err("Euclid's piles must both be at least 1".into());
            }
            Ok(State::Pair(a.max(b), a.min(b)))
        }
        Family::Turning(_) => {
            if let Some(bad) = size.chars().find(|c| !matches!(c, 'H' | 'T')) {
                return Err(format!("{bad:?} is not a coin: write heads H and tails T"));
            }
            if size.len() > MOST_COINS {
                return Err(format!("a row has at most {MOST_COINS} coins here"));
            }
            Ok(State::Row(size.chars().map(|c| c == 'H').collect()))
        }
        Family::Tree => {
            // Counted before the tree is built: its recursive parts stay shallow.
            if size.matches('(').count() > MOST_COINS {
                return Err(format!("a tree has at most {MOST_COINS} edges here"));
            }
            Ok(State::Tree(tree(size)?))
        }
        Family::Graph => graph(size),
        _ => Ok(State::Heap(number(size)?)),
    }
}

/// A graph as its edges `u-v` separated by commas, node 0 the ground (`0-1,1-2,2-0`; `0`
/// for none). Edges not joined to the ground fall at once and are left out.
fn graph(text: &str) -> Result<State, String> {
    if text == "0" {
        return Ok(State::Graph(Vec::new()));
    }
    let mut edges = Vec::new();
    for edge in text.split(',') {
        let ends = edge.split_once('-').and_then(|(u, v)| {
            Some((
                u.trim().parse::<usize>().ok()?,
                v.trim().parse::<usize>().ok()?,
            ))
        });
        let Some((u, v)) = ends else {
            return Err(format!(
                "an edge is two node numbers joined by '-' (0-1; node 0 the ground), not \"{edge}\""
            ));
        };
        if u.max(v) > MOST_COINS {
            return Err(format!(
                "a graph's nodes are numbered from 0 to {MOST_COINS} here, not {}",
                u.max(v)
            ));
        }
        edges.push((u, v));
    }
    if edges.len() > MOST_COINS {
        return Err(format!("a graph has at most {MOST_COINS} edges here"));
    }
    Ok(State::Graph(super::component::grounded(edges)))
}

/// A tree in nested parentheses: each pair an edge with what grows above it; `0` for none.
fn tree(text: &str) -> Result<Tree, String> {
    if text == "0" {
        return Ok(Tree::default());
    }
    let mut stack = vec![Vec::new()];
    for (at, c) in text.char_indices() {
        match c {
            '(' => stack.push(Vec::new()),
            ')' => {
                if stack.len() == 1 {
                    return Err(format!("the ')' at character {} closes nothing", at + 1));
                }
                let above = stack.pop().expect("an edge is open");
                stack.last_mut().expect("the ground").push(Tree(above));
            }
            _ => {
                return Err(format!(
                    "{c:?} at character {} is not a parenthesis: write each edge as ( what \
                     grows above it )",
                    at + 1
                ));
            }
        }
    }
    if stack.len() > 1 {
        return Err(format!("{} '(' left open", stack.len() - 1));
    }
    Ok(Tree(stack.pop().expect("the ground")).canonical())
}

/// `name{inner}`'s inner text.
fn braced<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.strip_prefix(name)?
        .strip_prefix('{')?
        .strip_suffix('}')
}

/// A number: digits, or `B^E` (`10^18`).
pub fn number(text: &str) -> Result<u64, String> {
    let bad = || format!("\"{text}\" is not a number (write digits, or a power such as 10^18)");
    if let Some((base, exponent)) = text.split_once('^') {
        let base: u64 = base.parse().map_err(|_| bad())?;
        let exponent: u32 = exponent.parse().map_err(|_| bad())?;
        return base
            .checked_pow(exponent)
            .ok_or_else(|| format!("{text} is larger than {}", u64::MAX));
    }
    if !text.chars().all(|c| c.is_ascii_digit()) || text.is_empty() {
        return Err(bad());
    }
    text.parse()
        .map_err(|_| format!("{text} is larger than {}", u64::MAX))
}
