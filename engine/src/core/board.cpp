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

}  // namespace tricorne::board
