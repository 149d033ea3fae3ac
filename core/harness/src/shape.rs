//! An input's format, declared once: a [`Shape`] reads the judge's text (with the scanner's
//! errors), writes it back, generates valid inputs at every [`Size`], shrinks a failing input
//! while keeping it valid, says whether an input is within the judge's limits, and gives the
//! input and limits lines of `--help`.
//!
//! The vocabulary: [`num`] (a number with the judge's range and this solver's), [`list`] (a
//! count, then that many items), [`two_lists`] (two counts first, then the two lists),
//! [`headed_list`] (a count and other numbers on one line, then the items), [`until_end`]
//! (cases until the end of the input), [`terminated`] (cases until a closing line such as
//! `0 0 0`), [`setup_then`] (one setup, then queries on it, each a case), [`choice`] (a kind
//! of line picked by its first number), tuples of shapes (a record's fields in order), [`row`]
//! (a row of characters over an alphabet, one token; [`counted_row`] after its length,
//! [`row_of`] as long as an earlier number says), [`line()`] (a shape on a line of its own),
//! [`at`] (a value with the place it was read, for errors the solver finds later), [`record`]
//! (a shape read into the problem's own type and back; [`try_record`] where the conversion
//! can refuse a value, [`try_record_fields`] where it names the field at fault), and graphs: [`tree`] (N, then the
//! N - 1 edges of a tree), [`multigraph`] (n m, then m edges, loops and parallel edges
//! allowed), [`dag`] (n m, then m directed edges, no cycle), [`dag_lists`] (n, then each
//! node's successors), [`graph_lists`] (n, then each node's neighbours, every edge at both
//! ends) and [`tree_lists`] (the same, forming a tree) and [`tree_parents`] (N, then each
//! node's parent after the root's), read into a [`Graph`].
//!
//! Each family of shapes is a module of its own, re-exported here: the [`Shape`] trait and the
//! [`Text`] it writes, numbers, lists, cases, setup then queries, choices, records, rows of
//! characters, lines and places, graphs.

mod cases;
mod choice;
mod graph;
mod help;
mod items;
mod line;
mod list;
mod number;
mod queries;
mod record;
mod row;
mod traits;

pub use cases::{Cases, EachCase, terminated, until_end};
pub use choice::{Choice, choice};
pub use graph::{
    Graph, GraphShape, dag, dag_lists, graph_lists, multigraph, tree, tree_lists, tree_parents,
};
pub use help::help_lines;
pub use items::{Layout, MOST_ITEMS};
pub use line::{At, Line, Placed, at, line};
pub use list::{HeadedList, List, TwoLists, headed_list, list, two_lists};
pub use number::{Earlier, Num, Total, earlier, num, total};
pub use queries::{Queries, Query, SetupThen, setup_then};
pub use record::{Fields, Record, Refusal, TryRecord, record, try_record, try_record_fields};
pub use row::{Row, counted_row, row, row_of};
pub use traits::{Limit, Number, Shape, Text, Written};

#[cfg(doc)]
use crate::generate::Size;

/// Shapes the unit tests of several modules share.
#[cfg(test)]
mod fixtures {
    use super::{List, Num, list, num};

    /// A pile: 1..=10 at the judge, 1..=1000 here, 1..=3 at tiny size.
    pub(super) fn pile() -> Num<u64> {
        num("a_i", "a pile size", 1..=10, 1..=1000).tiny(1..=3)
    }

    /// n piles, 1..=100 at the judge.
    pub(super) fn piles() -> List<Num<u64>> {
        list(
            num("n", "the number of piles", 1..=100, 1..=1000).tiny(1..=3),
            pile(),
        )
    }
}
