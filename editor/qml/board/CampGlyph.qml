import QtQuick

// Camp: four tents around the rim.
Item {
    Tent { cx: -0.56; cy: 0.0 }
    Tent { cx: 0.56; cy: 0.0 }
    Tent { cx: -0.26; cy: -0.58 }
    Tent { cx: 0.26; cy: -0.58 }
}
