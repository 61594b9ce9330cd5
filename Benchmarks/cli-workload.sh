# Sourced by compare.sh and instructions.sh, so the CLI's wall time and its instruction count
# measure the same invocation: the list screen on the embedded sample data at a fixed instant.
cli_arguments=(render list --now 2026-11-20T17:30:00Z --color never)
# The review matrix checked against the committed approved files, with and without the HTML
# report (compare.sh adds --approved and --html).
review_arguments=(review --check)
