import SwiftUI

enum LiftPassConfigurator {
    static func configure(resort: ResortService) -> some View {
        LiftPassView(presenter: LiftPassPresenter(resort: resort))
    }
}

struct LiftPassView: View {
    @ObservedObject var presenter: LiftPassPresenter

    var body: some View {
        List(presenter.options, selection: $presenter.chosenID) { option in
            LabeledContent(option.title, value: option.price, format: .currency(code: "EUR"))
        }
        .environment(\.editMode, .constant(.active))
        .presentationDetents([.medium])
        .task { await presenter.load() }
    }
}

@MainActor
final class LiftPassPresenter: ObservableObject {
    @Published private(set) var options: [PassOption] = []
    @Published var chosenID: PassOption.ID?
    private let resort: ResortService

    init(resort: ResortService) {
        self.resort = resort
    }

    func load() async {
        options = await resort.passOptions()
    }
}
