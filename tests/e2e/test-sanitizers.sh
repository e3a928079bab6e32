#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make check`'s sanitizer pass: the unit tests that tests/sanitize/run-sanitize.sh
# names, built with ASan+UBSan and run; TAP output, one line per program.
# Run through tests/run-tests.sh (needs GS_ROOT, GS_BUILD).
exec bash "$GS_ROOT/tests/sanitize/run-sanitize.sh" "$GS_BUILD"
