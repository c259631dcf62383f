// A scenario's roster and its unplaced tray, as the order-of-battle import and export see it:
// pieces made from a confirmed mapping land in the tray; the roster, placed and
// unplaced, is written back as a table in the canonical header that the import reads again.
#pragma once

#include <string>
#include <vector>

#include "tricorne/io/oob_import.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// What addToTray added: the new pieces' ids, units then leaders.
struct TrayAddition {
    std::vector<std::string> unitIds, leaderIds;
    /// The table row each new unit and leader comes from (a leader: the first row naming him),
    /// so that a refusal of the scenario can point at the table.
    std::vector<int> unitRows, leaderRows;
};

/// The room `scenario`'s tray has left: kMaxTrayPieces less the units and the leaders already
/// in it (0 when it is full or past full). What mapOrderOfBattle is given for an import into it.
OobRoom trayRoom(const Scenario& scenario);

/// Adds a confirmed mapping's pieces to `scenario`'s unplaced tray: one unit per unit row in
/// table order (ids "<army>-<n>" not used elsewhere), the leaders oobLeaders proposes (ids
/// from the name). Rows whose type is still unknown are skipped: answer the questions
/// first (a precondition the CLI and the studio keep).
TrayAddition addToTray(Scenario& scenario, const OobMapping& mapping, const GameSystem& system);

/// The roster as table rows in oobCanonicalHeader()'s columns: placed units in the
/// scenario's order (commander: the leader on the unit's hex), then unplaced units (commander:
/// an unplaced leader of the army and brigade), then a "Leader" row for each leader neither
/// names. Army and type are written by name, as a designer reads them.
std::vector<std::vector<std::string>> rosterRows(const Scenario& scenario, const GameSystem& system);

/// rosterRows as comma-separated text with the header: what `tricorne oob export` writes.
std::string rosterTable(const Scenario& scenario, const GameSystem& system);

}  // namespace tricorne
