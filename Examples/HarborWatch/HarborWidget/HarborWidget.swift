import SwiftUI
import WidgetKit

@main
struct HarborWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextTide", provider: NextTideInteractor()) { entry in
            NextTideView(presenter: NextTidePresenter(entry: entry))
        }
    }
}
