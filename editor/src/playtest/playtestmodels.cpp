#include "playtest/playtestmodels.h"

#include <algorithm>

#include <QVariantList>

namespace {

/// A point list as QML reads it: an array of points.
QVariantList pointList(const QList<QPoint>& points) {
    QVariantList list;
    list.reserve(points.size());
    for (const QPoint& p : points) list << p;
    return list;
}

}  // namespace

QHash<int, QByteArray> PlaytestChoiceModel::roleNames() const {
    return {{Kind, "kind"}, {Group, "group"}, {Label, "label"}, {Detail, "detail"},
            {Dice, "dice"}, {Col, "col"},     {Row, "row"},     {MustStop, "mustStop"}, {ActionIndex, "action"}};
}

QVariant PlaytestChoiceModel::data(const QModelIndex& index, int role) const {
    const playtest::Choice* c = rowAt(index);
    if (!c) return {};
    switch (role) {
        case Kind: return c->kind;
        case Group: return c->group;
        case Label: return c->label;
        case Detail: return c->detail;
        case Dice: return c->dice;
        case Col: return c->col;
        case Row: return c->row;
        case MustStop: return c->mustStop;
        case ActionIndex: return c->index;
        default: return {};
    }
}

bool PlaytestChoiceModel::beyondCards() const {
    return std::any_of(rows().begin(), rows().end(), [](const playtest::Choice& c) { return c.group != QLatin1String("card"); });
}

int PlaytestChoiceModel::onBoard() const {
    return static_cast<int>(std::count_if(rows().begin(), rows().end(), [](const playtest::Choice& c) { return c.col >= 0; }));
}

void PlaytestChoiceModel::set(std::vector<playtest::Choice> rows) {
    const bool wasBeyond = beyondCards();
    const int wasOnBoard = onBoard();
    if (replace(std::move(rows))) emit countChanged();
    if (beyondCards() != wasBeyond) emit beyondCardsChanged();
    if (onBoard() != wasOnBoard) emit onBoardChanged();
}

QHash<int, QByteArray> PlaytestHandModel::roleNames() const {
    return {{HandIndex, "handIndex"}, {Combat, "combat"},     {CardIndex, "cardIndex"},     {Name, "name"}, {Text, "text"},
            {Notes, "notes"},         {Playable, "playable"}, {ActionIndex, "actionIndex"}, {Units, "units"},
            {Repositions, "repositions"}, {Picked, "picked"}};
}

QVariant PlaytestHandModel::data(const QModelIndex& index, int role) const {
    const playtest::HandCard* c = rowAt(index);
    if (!c) return {};
    switch (role) {
        case HandIndex: return c->handIndex;
        case Combat: return c->combat;
        case CardIndex: return c->cardIndex;
        case Name: return c->name;
        case Text: return c->text;
        case Notes: return c->notes;
        case Playable: return c->playable;
        case ActionIndex: return c->actionIndex;
        case Units: return pointList(c->units);
        case Repositions: return c->repositions;
        case Picked: return c->picked;
        default: return {};
    }
}

void PlaytestHandModel::set(std::vector<playtest::HandCard> rows) {
    if (replace(std::move(rows))) emit countChanged();
}

QHash<int, QByteArray> PlaytestObjectiveModel::roleNames() const {
    return {{Name, "name"}, {Kind, "kind"}, {Hexes, "hexes"}, {Top, "topBanners"}, {Bottom, "bottomBanners"}, {Holder, "holder"}};
}

QVariant PlaytestObjectiveModel::data(const QModelIndex& index, int role) const {
    const playtest::ObjectiveRow* o = rowAt(index);
    if (!o) return {};
    switch (role) {
        case Name: return o->name;
        case Kind: return o->kind;
        case Hexes: return pointList(o->hexes);
        case Top: return o->top;
        case Bottom: return o->bottom;
        case Holder: return o->holder;
        default: return {};
    }
}

void PlaytestObjectiveModel::set(std::vector<playtest::ObjectiveRow> rows) {
    if (replace(std::move(rows))) emit countChanged();
}
