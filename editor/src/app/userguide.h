// The user's guide inside the studio (Help ▸ User's Guide): the pages of docs/guide/ and
// docs/reference/, built into the studio as they are in the repository, so that the window,
// the repository and the package tell one story and the guide is there without a browser or
// a network.
#pragma once

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class UserGuide : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString index READ index CONSTANT)
    Q_PROPERTY(QVariantList contents READ contents CONSTANT)

public:
    explicit UserGuide(QObject* parent = nullptr) : QObject(parent) {}

    /// The guide's first page: "guide/README.md".
    static QString index() { return QStringLiteral("guide/README.md"); }

    /// The guide's pages in the order its index lists them, the index first:
    /// [{page: "guide/playtest.md", title: "Playtesting against the bots …"}]. Titles are each
    /// page's first heading.
    static QVariantList contents();

    /// The Markdown of `page` ("guide/sheet.md", "reference/cli.md") as Text.MarkdownText shows
    /// it: a picture becomes its description in italics (the pictures are made by
    /// `make docs-screenshots`, not built in). Empty for a page that is not built in.
    Q_INVOKABLE static QString text(const QString& page);

    /// The page a link on `fromPage` leads to ("../reference/bots.md#strength" from
    /// "guide/playtest.md" is "reference/bots.md"), or empty when it leads out of the built-in
    /// pages (a web address, a file of the repository that is not a page).
    Q_INVOKABLE static QString pageOfLink(const QString& fromPage, const QString& link);
};
