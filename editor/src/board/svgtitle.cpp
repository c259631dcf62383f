#include "svgtitle.h"

#include <QXmlStreamWriter>

QString xmlSafeText(const QString& text) {
    QString safe;
    safe.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            safe += c;
            safe += text.at(++i);
            continue;
        }
        const char16_t u = c.unicode();
        const bool allowed = u == u'\t' || u == u'\n' || u == u'\r' || (u >= 0x20 && !c.isSurrogate() && u != 0xFFFE && u != 0xFFFF);
        safe += allowed ? c : QChar(QChar::ReplacementCharacter);
    }
    return safe;
}

QByteArray withSvgTitle(const QByteArray& svg, const QString& title) {
    const QByteArray empty = QByteArrayLiteral("<title>") + kSvgTitlePlaceholder + QByteArrayLiteral("</title>");
    const qsizetype at = svg.indexOf(empty);
    if (at < 0) return svg;
    QByteArray element;
    QXmlStreamWriter writer(&element);
    writer.writeTextElement(QStringLiteral("title"), xmlSafeText(title));
    QByteArray out = svg;
    out.replace(at, empty.size(), element);
    return out;
}
