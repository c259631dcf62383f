#include "tricorne/core/random.h"

namespace tricorne {

const char* faceName(Face face) {
    switch (face) {
        case Face::Infantry: return "infantry";
        case Face::Cavalry: return "cavalry";
        case Face::Artillery: return "artillery";
        case Face::Flag: return "flag";
        case Face::Saber: return "saber";
        case Face::Blank: return "blank";
    }
    return "flag";
}

}  // namespace tricorne
