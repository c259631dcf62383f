import QtQuick

// What the designer has chosen in the tool bar and the tool panel. UI state only: every
// edit goes through ScenarioEditor, which pushes an undo command.
QtObject {
    id: state

    /// "select" "terrain" "erase" "fill" "hexside" "unit" "leader" "objective" "label"
    property string tool: "select"
    property string terrainType: ""
    property string variant: ""
    /// The rotation of the chosen terrain type. Each type keeps its own (a river's turn must
    /// not carry over to the ford or bridge laid across it): choosing a type brings back the
    /// rotation it had last, 0 the first time.
    property int rotation: 0
    property string hexsideType: ""
    property string army: ""
    property string unitType: ""
    property int blocks: 4
    property string leaderName: ""
    /// The objective the Objective tool adds hexes to; -1 makes a new one per click.
    property int objective: -1
    /// The label the Labels tool edits (its index in the scenario's list); -1 when none.
    property int label: -1

    /// terrain type id → its last rotation (replaced whole on each change: a var property
    /// read back may be a copy, so editing it in place could be lost).
    property var rotations: ({})
    onRotationChanged: {
        const kept = Object.assign({}, state.rotations)
        kept[state.terrainType] = state.rotation
        state.rotations = kept
    }
    onTerrainTypeChanged: state.rotation = state.rotations[state.terrainType] ?? 0
}
