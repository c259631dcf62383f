// The balance panel's view of a simulation (docs/design/studio.md): the
// engine's SimulationResult turned into plain values for QML, and the sentence that compares
// two runs. No statistics are computed here: every figure comes from tricorne::simulate.
#pragma once

#include <optional>

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include "tricorne/sim/simulate.h"

namespace balance {

/// What the panel shows of a run: {played, games, cancelled, stopReason (tricorne::stopSentence:
/// why a run under the stopping rule ended, "" without the rule), unfinished, meanTurns,
/// sides: [{position, name, colour, bot, wins, rate, percent (whole, the two sides never over
/// 100 together), low, high, meanBanners, banners: [counts]}]
/// (bottom then top), turns: [{turns, games}] (finished games only), endReasons: [{reason, words,
/// games}] (words: the ending as people say it; unfinished games last, as "unfinished"), heat: [{col, row, count}], heatMax,
/// unfinishedGames: [{game, seed, turns}] (the first ones; seed as decimal text, since it may
/// pass 2^53), unfinishedReasons: `whyUnfinished`, replay: the command line that replays game G alone}.
/// `colour` is the "#rrggbb" of the side's first army in `system` (grey without one).
/// `whyUnfinished` holds the messages of tricorne::whyGamesMayNotEnd for the scenario run; `file` is its
/// path ("" for an untitled one).
QVariantMap toVariant(const tricorne::SimulationResult& result, const tricorne::GameSystem* system, const QStringList& whyUnfinished = {},
                      const QString& file = {});

/// The "#rrggbb" the board gives `faction`'s units: its first army's in `system` (grey without one).
QString factionColour(const tricorne::GameSystem* system, const std::string& faction);

/// The edits made between two runs, as the undo stack names them: `undone` were taken back,
/// `done` were made (oldest first).
struct EditsBetween {
    QStringList undone;
    QStringList done;
};

/// One line comparing the run `after` with the run `before` of the same scenario, naming the
/// side whose win rate moved most (the bottom side on a tie) and what changed in between:
/// "Government win rate 41% → 52% after Add hex-side feature", or ", no edits in between";
/// any other difference follows in brackets ("(200 games → 20 of 200 games, cancelled)").
/// Runs played by other bots, at another search budget or with another seed are not compared:
/// the line says so and names each difference.
QString compareRuns(const tricorne::SimulationResult& before, const tricorne::SimulationResult& after, const EditsBetween& edits);

}  // namespace balance
