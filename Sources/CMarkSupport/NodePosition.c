#include "CMarkSupport.h"

#include <cmark-gfm/node.h>

// cmark-gfm's API reads a node's source position but has no setter; a node Specimen makes by splitting one the
// parser made takes its place in the file from it, for the positions that diagnostics name.
void specimen_node_set_start(void *node, int line, int column) {
    cmark_node *target = node;
    target->start_line = line;
    target->start_column = column;
    target->end_line = line;
}

int specimen_html_block_type(const void *node) {
    const cmark_node *block = node;
    return block->type == CMARK_NODE_HTML_BLOCK ? block->as.html_block_type : 0;
}

void specimen_node_shift_lines(void *node, int lines) {
    cmark_node *target = node;
    if (target->start_line > 0) target->start_line += lines;
    if (target->end_line > 0) target->end_line += lines;
}
