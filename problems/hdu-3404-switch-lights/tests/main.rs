//! Every check of hdu-3404-switch-lights: the standard ones its contract gives.

use hdu_3404_switch_lights::{PROGRAM, problem::SwitchLights};

grundy_tests::checks!(problem: SwitchLights, program: PROGRAM);
