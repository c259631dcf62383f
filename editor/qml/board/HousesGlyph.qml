import QtQuick

// Buildings: three houses around the rim; with `church` the top one is a church.
Item {
    id: houses

    property bool church: false

    House { cx: -0.56; cy: -0.02 }
    House { cx: 0.56; cy: -0.02 }
    House { cx: 0; cy: houses.church ? -0.58 : -0.62; cross: houses.church }
}
