#include "tricorne/core/board.h"

namespace tricorne::board {

const char* sectionName(BoardSection section) {
    switch (section) {
        case BoardSection::Left: return "left";
        case BoardSection::Centre: return "centre";
        case BoardSection::Right: return "right";
    }
    return "centre";
}

bool inSection(Offset o, BoardSection section) {
    // docs/design/board.md: even rows left 0-4, centre 4-8, right 8-12; odd rows left 0-3, centre 4-7, right 8-11.
    const bool even = (o.row & 1) == 0;
    switch (section) {
        case BoardSection::Left: return o.col <= (even ? 4 : 3);
        case BoardSection::Centre: return o.col >= 4 && o.col <= (even ? 8 : 7);
        case BoardSection::Right: return o.col >= 8;
    }
    return false;
}

}  // namespace tricorne::board
