#include "editing/scenarioeditor.h"

#include <algorithm>

#include <cmath>

#include "commands/changeitem.h"
#include "commands/changesetup.h"
#include "commands/deletepieces.h"
#include "commands/fillterrain.h"
#include "commands/movepiece.h"
#include "commands/paintterrain.h"
#include "commands/placeleader.h"
#include "commands/placeunit.h"
#include "commands/replacescenario.h"
#include "commands/togglehexside.h"
#include "common/boardgeometry.h"
#include "common/enginetext.h"
#include "common/fromengine.h"
#include "document/boardmodel.h"
#include "document/diagnosticsmodel.h"
#include "editing/pathbrush.h"
#include "tricorne/core/board.h"
#include "tricorne/text/hex_text.h"
#include "tricorne/text/rule_text.h"

using namespace tricorne;

namespace {

std::string str(const QString& s) { return s.toStdString(); }

/// The hex (col, row) of `document`'s board (its system's), or nullopt off it or without a
/// document.
std::optional<Hex> boardHex(const ScenarioDocument* document, int col, int row) {
    const Offset o{col, row};
    if (!document || !document->onBoard(o)) return std::nullopt;
    return toAxial(o);
}

QVariantList hexList(const std::vector<Hex>& hexes) {
    QVariantList out;
    for (Hex h : hexes) out << QPoint(toOffset(h).col, toOffset(h).row);
    return out;
}

const char* beneficiaryName(Beneficiary b) {
    return b == Beneficiary::Top ? "top" : b == Beneficiary::Bottom ? "bottom" : "both";
}

}  // namespace

ScenarioEditor::ScenarioEditor(QObject* parent) : QObject(parent) {}

void ScenarioEditor::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    for (const auto& connection : m_documentConnections) disconnect(connection);
    m_documentConnections.clear();
    m_document = document;
    m_path = {};  // a stroke's terrain before it belongs to the document it was drawn on
    if (document)
        m_documentConnections = {
            connect(document, &ScenarioDocument::documentChanged, this, &ScenarioEditor::systemChanged),
            connect(document, &ScenarioDocument::objectivesChanged, this, &ScenarioEditor::objectivesChanged),
            connect(document, &ScenarioDocument::specialRulesChanged, this, &ScenarioEditor::specialRulesChanged),
            connect(document, &ScenarioDocument::notesChanged, this, &ScenarioEditor::notesChanged),
            // The document resets its findings before it reports the edit: one formsChanged an edit.
            connect(document->diagnostics(), &QAbstractItemModel::modelReset, this, [this] { m_findingsChanged = true; }),
            connect(document, &ScenarioDocument::scenarioChanged, this,
                    [this](const ScenarioChange& change) {
                        using Part = ScenarioChange::Part;
                        if (m_findingsChanged || change.parts & (Part::Objectives | Part::SpecialRules | Part::Pieces | Part::Notes | Part::System))
                            bumpForms();
                    }),
        };
    bumpForms();
    emit documentChanged();
    emit systemChanged();
    emit objectivesChanged();
    emit specialRulesChanged();
    emit notesChanged();
}

void ScenarioEditor::bumpForms() {
    m_findingsChanged = false;
    ++m_formsRevision;
    emit formsChanged();
}

// --- terrain ----------------------------------------------------------------------------------

bool ScenarioEditor::paintTerrain(int col, int row, const QString& type, const QString& variant, int rotation, int stroke) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex || type.isEmpty()) return false;
    TerrainTile tile{*hex, str(type), {}, 0};
    const TerrainType* terrain = m_document->system()->terrainType(tile.type);
    if (terrain && terrain->linear) {  // variants and rotations only mean something for linear tiles
        tile.variant = variant.isEmpty() && !terrain->variants.empty() ? terrain->variants.begin()->first : str(variant);
        tile.rotation = ((rotation % 6) + 6) % 6;
        if (stroke != 0) return drawPath(*terrain, tile, stroke);
    }
    return push(new PaintTerrain(m_document, *hex, tile, stroke));
}

bool ScenarioEditor::drawPath(const TerrainType& type, const TerrainTile& chosen, int stroke) {
    if (m_path.stroke != stroke || m_path.type != type.id) {
        m_path = {stroke, type.id, m_document->scenario()->terrain, {chosen.hex}};
    } else if (chosen.hex == m_path.hexes.back()) {
        return false;
    } else if (m_path.hexes.size() >= 2 && chosen.hex == m_path.hexes[m_path.hexes.size() - 2]) {
        m_path.hexes.pop_back();  // dragged back over the last step: take it back
    } else {
        // A fast drag skips hexes: fill them in so that the line stays unbroken.
        for (Hex h : pathbrush::stepsBetween(m_path.hexes.back(), chosen.hex))
            if (m_document->onBoard(h)) m_path.hexes.push_back(h);
    }
    // Drawn again from the terrain before the stroke each time, so that a hex's tile follows
    // the path's next step; the commands of the stroke merge into one undo step.
    auto after = pathbrush::drawPath(m_path.base, *m_document->system(), type, m_path.hexes, chosen);
    return push(new PaintTerrain(m_document, std::move(after), stroke));
}

bool ScenarioEditor::eraseTerrain(int col, int row, int stroke) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex) return false;
    return push(new PaintTerrain(m_document, *hex, std::nullopt, stroke));
}

bool ScenarioEditor::fillTerrain(int col, int row, const QString& type, const QString& variant, int rotation) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex) return false;
    TerrainTile tile{*hex, str(type), {}, 0};
    const TerrainType* terrain = m_document->system()->terrainType(tile.type);
    if (terrain && terrain->linear) {
        tile.variant = str(variant);
        tile.rotation = ((rotation % 6) + 6) % 6;
    }
    if (type.isEmpty()) {  // fill with open ground: erase the region
        Scenario after = *m_document->scenario();
        for (Hex h : FillTerrain::region(after.terrain, *hex, m_document->boardShape())) after.terrain = PaintTerrain::painted(after.terrain, h, std::nullopt);
        return push(new ReplaceScenario(m_document, tr("Erase terrain region"), std::move(after)));
    }
    return push(new FillTerrain(m_document, tile));
}

bool ScenarioEditor::toggleHexside(int col, int row, int side, const QString& type) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex || side < 0 || side > 5 || type.isEmpty()) return false;
    return push(new ToggleHexside(m_document, *hex, static_cast<Side>(side), str(type)));
}

// --- pieces -----------------------------------------------------------------------------------

QString ScenarioEditor::placeUnit(int col, int row, const QString& army, const QString& type, int blocks, const QString& name) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex || army.isEmpty() || type.isEmpty()) return {};
    Unit unit;
    unit.army = str(army);
    unit.type = str(type);
    unit.hex = *hex;
    unit.blocks = blocks;
    unit.name = str(name);
    auto* command = new PlaceUnit(m_document, unit);
    const QString id = qs(command->unitId());
    return push(command) ? id : QString();
}

bool ScenarioEditor::placeLeader(int col, int row, const QString& army, const QString& name) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex || army.isEmpty()) return false;
    return push(new PlaceLeader(m_document, Leader{{}, str(army), str(name), *hex}));
}

bool ScenarioEditor::movePiece(int fromCol, int fromRow, int toCol, int toRow, bool leader) {
    const auto from = boardHex(m_document, fromCol, fromRow);
    const auto to = boardHex(m_document, toCol, toRow);
    if (!editable() || !from || !to) return false;
    return push(new MovePiece(m_document, leader ? MovePiece::What::Leader : MovePiece::What::Unit, *from, *to));
}

bool ScenarioEditor::deletePieces(int col, int row, const QString& what) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex) return false;
    const auto which = what == QLatin1String("unit")     ? DeletePieces::Unit
                       : what == QLatin1String("leader") ? DeletePieces::Leader
                                                         : DeletePieces::Both;
    return push(new DeletePieces(m_document, *hex, which));
}

const Unit* ScenarioEditor::unitAt(Hex hex, std::size_t* index) const {
    const auto& units = m_document->scenario()->units;
    const auto it = std::find_if(units.begin(), units.end(), [hex](const Unit& u) { return u.hex == hex; });
    if (it == units.end()) return nullptr;
    *index = static_cast<std::size_t>(it - units.begin());
    return &*it;
}

bool ScenarioEditor::changeUnit(int col, int row, const QString& text, const std::function<void(Unit&)>& change,
                                const QString& mergeKey) {
    const auto hex = boardHex(m_document, col, row);
    std::size_t index = 0;
    const Unit* current = editable() && hex ? unitAt(*hex, &index) : nullptr;
    if (!current) return false;
    Unit unit = *current;
    change(unit);
    return push(new ChangeItem<Unit>(m_document, text, &Scenario::units, index, std::move(unit), mergeKey));
}

bool ScenarioEditor::setUnitBlocks(int col, int row, int blocks) {
    return changeUnit(col, row, tr("Change unit blocks"), [&](Unit& unit) { unit.blocks = blocks; });
}

bool ScenarioEditor::setUnitName(int col, int row, const QString& name) {
    return changeUnit(
        col, row, tr("Rename unit"), [&](Unit& unit) { unit.name = str(name.trimmed().isEmpty() ? QString() : name); },
        QStringLiteral("unit.name"));
}

bool ScenarioEditor::setUnitChief(int col, int row, bool chief) {
    return changeUnit(col, row, chief ? tr("Attach Chief marker") : tr("Remove Chief marker"), [&](Unit& unit) { unit.chief = chief; });
}

bool ScenarioEditor::setUnitType(int col, int row, const QString& type) {
    return changeUnit(col, row, tr("Change unit type"), [&](Unit& unit) {
        unit.type = str(type);
        // A unit keeps its blocks unless the new type's full strength is lower (the engine's
        // data: a unit never has more blocks than its type at full strength).
        const Army* army = m_document->system() ? m_document->system()->army(unit.army) : nullptr;
        if (const UnitType* unitType = army ? army->unitType(unit.type) : nullptr) unit.blocks = std::min(unit.blocks, unitType->blocks);
    });
}

bool ScenarioEditor::setUnitArmy(int col, int row, const QString& army) {
    return changeUnit(col, row, tr("Change unit army"), [&](Unit& unit) { unit.army = str(army); });
}

bool ScenarioEditor::setLeaderName(int col, int row, const QString& name) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex) return false;
    const auto& leaders = m_document->scenario()->leaders;
    const auto it = std::find_if(leaders.begin(), leaders.end(), [&](const Leader& l) { return l.hex == *hex; });
    if (it == leaders.end()) return false;
    Leader leader = *it;
    leader.name = str(name);
    return push(new ChangeItem<Leader>(m_document, tr("Rename leader"), &Scenario::leaders,
                                       static_cast<std::size_t>(it - leaders.begin()), leader, QStringLiteral("leader.name")));
}

// --- objectives and special rules -------------------------------------------------------------

int ScenarioEditor::addObjective(int col, int row) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex) return -1;
    Objective objective;
    objective.id = transforms::uniqueId("objective", transforms::allIds(*m_document->scenario()));
    objective.kind = ObjectiveKind::Temporary;
    objective.beneficiary = Beneficiary::Both;
    objective.hexes = {*hex};
    objective.banners = 1;
    std::vector<Objective> after = m_document->scenario()->objectives;
    after.push_back(objective);
    push(new ListChange<Objective>(m_document, tr("Add objective"), &Scenario::objectives, std::move(after)));
    return static_cast<int>(m_document->scenario()->objectives.size()) - 1;
}

bool ScenarioEditor::toggleObjectiveHex(int index, int col, int row) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex || index < 0 || index >= static_cast<int>(m_document->scenario()->objectives.size())) return false;
    const auto i = static_cast<std::size_t>(index);
    Objective o = m_document->scenario()->objectives[i];
    const auto it = std::find(o.hexes.begin(), o.hexes.end(), *hex);
    if (it != o.hexes.end())
        o.hexes.erase(it);
    else
        o.hexes.push_back(*hex);
    return push(new ChangeItem<Objective>(m_document, tr("Edit objective hexes"), &Scenario::objectives, i, o));
}

bool ScenarioEditor::removeObjective(int index) {
    if (!editable() || index < 0 || index >= static_cast<int>(m_document->scenario()->objectives.size())) return false;
    std::vector<Objective> after = m_document->scenario()->objectives;
    after.erase(after.begin() + index);
    return push(new ListChange<Objective>(m_document, tr("Remove objective"), &Scenario::objectives, std::move(after)));
}

bool ScenarioEditor::removeSpecialRule(int index) {
    if (!editable() || index < 0 || index >= static_cast<int>(m_document->scenario()->specialRules.size())) return false;
    std::vector<SpecialRule> after = m_document->scenario()->specialRules;
    after.erase(after.begin() + index);
    return push(new ListChange<SpecialRule>(m_document, tr("Remove special rule"), &Scenario::specialRules, std::move(after)));
}

// --- battle notes -----------------------------------------------------------------------------

bool ScenarioEditor::changeSetup(const QString& field, const std::function<void(ScenarioSetup&)>& change) {
    if (!editable()) return false;
    ScenarioSetup setup = ScenarioSetup::of(*m_document->scenario());
    change(setup);
    return push(new ChangeSetup(m_document, tr("Edit battle notes"), setup, field));
}

bool ScenarioEditor::changeSide(const QString& position, const QString& field, const std::function<void(SideSetup&)>& change) {
    if (position != QLatin1String("top") && position != QLatin1String("bottom")) return false;
    return changeSetup(position + QLatin1Char('.') + field,
                       [&](ScenarioSetup& setup) { change(position == QLatin1String("top") ? setup.top : setup.bottom); });
}

bool ScenarioEditor::setTitle(const QString& title) {
    return changeSetup(QStringLiteral("title"), [&](ScenarioSetup& s) { s.metadata.title = str(title); });
}

bool ScenarioEditor::setDate(const QString& date) {
    return changeSetup(QStringLiteral("date"), [&](ScenarioSetup& s) { s.metadata.date = str(date); });
}

bool ScenarioEditor::setAuthor(const QString& author) {
    return changeSetup(QStringLiteral("author"), [&](ScenarioSetup& s) { s.metadata.author = str(author); });
}

bool ScenarioEditor::setBackground(const QString& background) {
    return changeSetup(QStringLiteral("background"), [&](ScenarioSetup& s) { s.metadata.background = str(background); });
}

bool ScenarioEditor::setSource(const QString& source) {
    return changeSetup(QStringLiteral("source"), [&](ScenarioSetup& s) { s.metadata.source = str(source); });
}

bool ScenarioEditor::setDesignerNotes(const QString& notes) {
    return changeSetup(QStringLiteral("notes"), [&](ScenarioSetup& s) { s.metadata.notes = str(notes); });
}

bool ScenarioEditor::setReconstructed(bool reconstructed) {
    return changeSetup(QStringLiteral("reconstructed"), [&](ScenarioSetup& s) { s.metadata.reconstructed = reconstructed; });
}

bool ScenarioEditor::setReconstruction(const QString& note) {
    return changeSetup(QStringLiteral("reconstruction"), [&](ScenarioSetup& s) { s.metadata.reconstruction = str(note); });
}

bool ScenarioEditor::setFirstPlayer(const QString& position) {
    if (position != QLatin1String("top") && position != QLatin1String("bottom")) return false;
    return changeSetup(QStringLiteral("firstPlayer"), [&](ScenarioSetup& s) {
        s.firstPlayer = position == QLatin1String("top") ? Position::Top : Position::Bottom;
    });
}

bool ScenarioEditor::setVictoryBanners(int banners) {
    return changeSetup(QStringLiteral("victoryBanners"), [&](ScenarioSetup& s) { s.victoryBanners = banners; });
}

bool ScenarioEditor::setCommander(const QString& position, const QString& commander) {
    return changeSide(position, QStringLiteral("commander"), [&](SideSetup& side) { side.commander = str(commander); });
}

bool ScenarioEditor::setCommandCards(const QString& position, int cards) {
    return changeSide(position, QStringLiteral("commandCards"), [&](SideSetup& side) { side.commandCards = cards; });
}

bool ScenarioEditor::setCombatCards(const QString& position, int cards) {
    return changeSide(position, QStringLiteral("combatCards"), [&](SideSetup& side) { side.combatCards = cards; });
}

bool ScenarioEditor::setCombatDeck(const QString& position, const QString& deck) {
    return changeSide(position, QStringLiteral("combatDeck"), [&](SideSetup& side) { side.combatDeck = str(deck); });
}

bool ScenarioEditor::setStartingBanners(const QString& position, int banners) {
    return changeSide(position, QStringLiteral("startingBanners"), [&](SideSetup& side) { side.startingBanners = banners; });
}

// --- whole board ------------------------------------------------------------------------------

bool ScenarioEditor::mirrorBoard() {
    if (!editable()) return false;
    return push(new ReplaceScenario(m_document, tr("Mirror board left–right"),
                                    transforms::mirrored(*m_document->scenario(), *m_document->system())));
}

bool ScenarioEditor::swapSides() {
    if (!editable()) return false;
    return push(new ReplaceScenario(m_document, tr("Swap sides top–bottom"),
                                    transforms::sidesSwapped(*m_document->scenario(), *m_document->system())));
}

std::vector<Hex> ScenarioEditor::boardHexesOf(const QVariantList& hexes) const {
    std::vector<Hex> chosen;
    for (const QVariant& v : hexes)
        if (const auto hex = boardHex(m_document, v.toPoint().x(), v.toPoint().y())) chosen.push_back(*hex);
    return chosen;
}

bool ScenarioEditor::copyHexes(const QVariantList& hexes) {
    if (!editable()) return false;
    const std::vector<Hex> chosen = boardHexesOf(hexes);
    if (chosen.empty()) return false;
    m_clip = transforms::copyHexes(*m_document->scenario(), chosen);
    emit clipboardChanged();
    return true;
}

bool ScenarioEditor::paste(int col, int row) {
    const auto hex = boardHex(m_document, col, row);
    if (!editable() || !hex || m_clip.empty()) return false;
    return push(new ReplaceScenario(m_document, tr("Paste hexes"), transforms::pasted(*m_document->scenario(), m_clip, *hex, m_document->boardShape())));
}

bool ScenarioEditor::cutHexes(const QVariantList& hexes) {
    if (!copyHexes(hexes)) return false;
    push(new DeletePieces(m_document, boardHexesOf(hexes), tr("Cut hexes")));  // nothing to remove: a copy
    return true;
}

QVariantList ScenarioEditor::boardHexes() const {
    // The system's board (Tricorne's without a known system), inside the frame the board draws.
    QVariantList out;
    if (!m_document) return out;
    for (const Hex h : board::allHexes())
        if (m_document->onBoard(h)) out << QPoint(toOffset(h).col, toOffset(h).row);
    return out;
}

// --- lists for the panels ---------------------------------------------------------------------

namespace {

/// The sides by their armies ("Jacobite", "Government") for the engine's summaries; by
/// position where a side has no faction yet; already in the user's language, so the summaries
/// fill them in as they are.
SideWords armyWords(ScenarioDocument& document) {
    SideWords words;
    for (Position side : kPositions) words[side] = engineText(positionWords()[side]).toStdString();
    const BoardModel* board = document.board();
    if (!board->bottomName().isEmpty()) words[Position::Bottom] = board->bottomName().toStdString();
    if (!board->topName().isEmpty()) words[Position::Top] = board->topName().toStdString();
    return words;
}

}  // namespace

QVariantList ScenarioEditor::objectives() const {
    QVariantList out;
    if (!m_document || !m_document->scenario()) return out;
    const SideWords sides = armyWords(*m_document);
    for (const Objective& o : m_document->scenario()->objectives)
        out << QVariantMap{{QStringLiteral("id"), qs(o.id)},
                           {QStringLiteral("name"), qs(o.name)},
                           {QStringLiteral("kind"), QString::fromLatin1(objectiveKindName(o.kind))},
                           {QStringLiteral("for"), QString::fromLatin1(beneficiaryName(o.beneficiary))},
                           {QStringLiteral("banners"), o.banners.value_or(0)},
                           {QStringLiteral("summary"), engineSentence(objectiveText(o, sides))},
                           {QStringLiteral("hexes"), hexList(o.hexes)}};
    return out;
}

QVariantList ScenarioEditor::specialRules() const {
    QVariantList out;
    if (!m_document || !m_document->scenario()) return out;
    const SideWords sides = armyWords(*m_document);
    for (const SpecialRule& r : m_document->scenario()->specialRules) {
        out << QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(specialRuleKindName(r.kind))},
                           {QStringLiteral("text"), qs(r.text)},
                           {QStringLiteral("enforced"), r.kind != SpecialRuleKind::Invalid && kindInfo(r.kind).enforced},
                           {QStringLiteral("summary"), engineSentence(specialRuleText(r, sides, m_document->system()))},
                           {QStringLiteral("reason"), qs(r.reason)}};
    }
    return out;
}

QVariantList ScenarioEditor::combatDecks() const {
    if (!m_document || !m_document->scenario()) return {};
    const Scenario& s = *m_document->scenario();
    QVariantList decks;
    QStringList ids;
    for (const std::string& id : {s.bottom.faction, s.top.faction, s.bottom.combatDeck, s.top.combatDeck}) {
        if (id.empty() || ids.contains(qs(id))) continue;
        ids << qs(id);
        const Faction* faction = m_document->system() ? m_document->system()->faction(id) : nullptr;
        decks << QVariantMap{{QStringLiteral("id"), qs(id)}, {QStringLiteral("name"), faction ? engineText(faction->name) : qs(id)}};
    }
    return decks;
}

QVariantMap ScenarioEditor::setup() const {
    if (!m_document || !m_document->scenario()) return {};
    const Scenario& s = *m_document->scenario();
    const auto side = [](const SideSetup& x) {
        return QVariantMap{{QStringLiteral("faction"), qs(x.faction)},
                           {QStringLiteral("commander"), qs(x.commander)},
                           {QStringLiteral("commandCards"), x.commandCards},
                           {QStringLiteral("combatCards"), x.combatCards},
                           {QStringLiteral("combatDeck"), qs(x.combatDeck)},
                           {QStringLiteral("startingBanners"), x.startingBanners}};
    };
    return {{QStringLiteral("title"), qs(s.metadata.title)},
            {QStringLiteral("date"), qs(s.metadata.date)},
            {QStringLiteral("author"), qs(s.metadata.author)},
            {QStringLiteral("source"), qs(s.metadata.source)},
            {QStringLiteral("background"), qs(s.metadata.background)},
            {QStringLiteral("notes"), qs(s.metadata.notes)},
            {QStringLiteral("reconstructed"), s.metadata.reconstructed},
            {QStringLiteral("reconstruction"), qs(s.metadata.reconstruction)},
            {QStringLiteral("firstPlayer"), QString::fromLatin1(positionName(s.firstPlayer))},
            {QStringLiteral("victoryBanners"), s.victoryBanners},
            {QStringLiteral("top"), side(s.top)},
            {QStringLiteral("bottom"), side(s.bottom)}};
}

QVariantList ScenarioEditor::terrainTypes() const {
    QVariantList out;
    if (!m_document || !m_document->system()) return out;
    for (const TerrainType& t : m_document->system()->terrain) {
        QStringList variants, variantNames;
        for (const auto& [name, sides] : t.variants) {
            variants << qs(name);
            variantNames << engineText(name);
        }
        out << QVariantMap{{QStringLiteral("id"), qs(t.id)},
                           {QStringLiteral("name"), engineText(t.name)},
                           {QStringLiteral("linear"), t.linear},
                           {QStringLiteral("variants"), variants},
                           {QStringLiteral("variantNames"), variantNames}};
    }
    return out;
}

QVariantList ScenarioEditor::hexsideTypes() const {
    QVariantList out;
    if (!m_document || !m_document->system()) return out;
    for (const HexsideType& t : m_document->system()->hexsides)
        out << QVariantMap{{QStringLiteral("id"), qs(t.id)}, {QStringLiteral("name"), engineText(t.name)}};
    return out;
}

QVariantList ScenarioEditor::tileExits(const QString& type, const QString& variant, int rotation) const {
    QVariantList out;
    if (!m_document || !m_document->system()) return out;
    const TerrainType* terrain = m_document->system()->terrainType(str(type));
    if (!terrain || !terrain->linear) return out;
    const auto sides = terrain->variants.find(str(variant));
    if (sides == terrain->variants.end()) return out;
    for (Side side : sides->second) out << static_cast<int>(rotated(side, ((rotation % 6) + 6) % 6));
    return out;
}

QVariantList ScenarioEditor::paintedExits(int col, int row, const QString& type, const QString& variant, int rotation) const {
    const auto hex = boardHex(m_document, col, row);
    const TerrainType* terrain = m_document && m_document->system() ? m_document->system()->terrainType(str(type)) : nullptr;
    if (hex && terrain && m_document->scenario())
        if (const auto along = pathbrush::alongLine(m_document->scenario()->terrain, *m_document->system(), *terrain, *hex))
            return tileExits(type, qs(along->variant), along->rotation);
    return tileExits(type, variant, rotation);
}

QVariantList ScenarioEditor::armies() const {
    QVariantList out;
    if (!m_document || !m_document->system()) return out;
    for (const Army& a : m_document->system()->armies) {
        QVariantList types;
        for (const UnitType& u : a.unitTypes)
            types << QVariantMap{{QStringLiteral("id"), qs(u.id)}, {QStringLiteral("name"), engineText(u.name)},
                                 {QStringLiteral("kind"), QString::fromLatin1(unitKindName(u.kind))},
                                 {QStringLiteral("blocks"), u.blocks}};
        out << QVariantMap{{QStringLiteral("id"), qs(a.id)}, {QStringLiteral("name"), engineText(a.name)},
                           {QStringLiteral("color"), qs(a.color)}, {QStringLiteral("unitTypes"), types}};
    }
    return out;
}

QVariantMap ScenarioEditor::sideAt(qreal x, qreal y) const {
    const auto offset = BoardGeometry::offsetAt({x, y}, m_document ? m_document->boardShape() : BoardShape{});
    if (!offset) return {{QStringLiteral("col"), -1}, {QStringLiteral("row"), -1}, {QStringLiteral("side"), -1}};
    const QPointF d = QPointF(x, y) - BoardGeometry::hexCentre(*offset);
    int side = -1;
    // Near the rim only (outside 45% of the radius): the side whose direction is closest.
    if (std::hypot(d.x(), d.y()) > 0.45 * BoardGeometry::kHexSize) {
        const double degrees = std::atan2(d.y(), d.x()) * 180.0 / 3.14159265358979323846;  // clockwise from east
        side = static_cast<int>(std::lround((degrees + 60.0) / 60.0)) % 6;  // NE is at -60°
        if (side < 0) side += 6;
    }
    return {{QStringLiteral("col"), offset->col}, {QStringLiteral("row"), offset->row}, {QStringLiteral("side"), side}};
}

QVariantMap ScenarioEditor::piecesAt(int col, int row) const { return piecesOf(m_document, col, row); }

QVariantMap ScenarioEditor::piecesOf(const ScenarioDocument* document, int col, int row) {
    QVariantMap out{{QStringLiteral("hasUnit"), false}, {QStringLiteral("hasLeader"), false}};
    const auto hex = boardHex(document, col, row);
    if (!document || !document->scenario() || !hex) return out;
    const GameSystem* system = document->system();
    for (const Unit& u : document->scenario()->units) {
        if (u.hex != *hex) continue;
        const Army* army = system ? system->army(u.army) : nullptr;
        const UnitType* type = army ? army->unitType(u.type) : nullptr;
        const Faction* faction = army ? system->faction(army->faction) : nullptr;
        out.insert({{QStringLiteral("hasUnit"), true},
                    {QStringLiteral("army"), qs(u.army)},
                    {QStringLiteral("armyName"), army ? engineText(army->name) : qs(u.army)},
                    {QStringLiteral("type"), qs(u.type)},
                    {QStringLiteral("typeName"), type ? engineText(type->name) : qs(u.type)},
                    {QStringLiteral("blocks"), u.blocks},
                    {QStringLiteral("fullBlocks"), type ? type->blocks : u.blocks},
                    {QStringLiteral("name"), qs(u.name)},
                    {QStringLiteral("chief"), u.chief},
                    {QStringLiteral("chiefName"), faction && faction->chiefMarker ? qs(*faction->chiefMarker) : QString()}});
        break;
    }
    for (const Leader& l : document->scenario()->leaders) {
        if (l.hex != *hex) continue;
        out.insert({{QStringLiteral("hasLeader"), true}, {QStringLiteral("leaderName"), qs(l.name)},
                    {QStringLiteral("leaderArmy"), qs(l.army)}});
        break;
    }
    return out;
}

QStringList ScenarioEditor::terrainEffects(int col, int row) const { return terrainEffectsOf(m_document, col, row); }

QStringList ScenarioEditor::terrainEffectsOf(const ScenarioDocument* document, int col, int row) {
    const auto hex = boardHex(document, col, row);
    if (!document || !document->scenario() || !document->system() || !hex) return {};
    // The engine's words for the ground, hex sides included: the studio decodes no terrain data.
    QStringList lines;
    for (const Text& line : hexGroundText(*document->scenario(), *document->system(), *hex)) lines << engineSentence(line);
    return lines;
}
