import QtQuick

// What the designer has chosen in the tool bar and the tool panel. UI state only: every
// edit goes through ScenarioEditor, which pushes an undo command.
QtObject {
    /// "select" "terrain" "erase" "fill" "hexside" "unit" "leader" "objective"
    property string tool: "select"
    property string terrainType: ""
    property string variant: ""
    property int rotation: 0
    property string hexsideType: ""
    property string army: ""
    property string unitType: ""
    property int blocks: 4
    property string leaderName: ""
    /// The objective the Objective tool adds hexes to; -1 makes a new one per click.
    property int objective: -1
}
