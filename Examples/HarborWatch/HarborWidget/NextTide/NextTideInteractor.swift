import WidgetKit

struct NextTideEntry: TimelineEntry {
    let date: Date
}

struct NextTideInteractor: TimelineProvider, NextTideInteractorInput {
    func nextHighWater() -> Date { Date() }
    func placeholder(in context: Context) -> NextTideEntry { NextTideEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (NextTideEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NextTideEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}
