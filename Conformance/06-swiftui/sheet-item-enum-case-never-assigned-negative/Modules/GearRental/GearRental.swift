import SwiftUI

enum GearRentalConfigurator {
    static func configure(run: Run, resort: ResortService) -> some View {
        GearRentalView(presenter: GearRentalPresenter(run: run, resort: resort))
    }
}

struct GearRentalView: View {
    @ObservedObject var presenter: GearRentalPresenter

    var body: some View {
        NavigationStack {
            Form {
                Section("Recommended for \(presenter.run.name)") {
                    Picker("Skis", selection: $presenter.size) {
                        ForEach(presenter.sizes, id: \.self) { Text($0).tag(Optional($0)) }
                    }
                }
                Toggle("Add helmet", isOn: $presenter.addsHelmet)
            }
            .navigationTitle("Rent gear")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class GearRentalPresenter: ObservableObject {
    let run: Run
    @Published private(set) var sizes: [String] = []
    @Published var size: String?
    @Published var addsHelmet = true
    private let resort: ResortService

    init(run: Run, resort: ResortService) {
        self.run = run
        self.resort = resort
    }

    func load() async {
        sizes = await resort.gearSizes(for: run)
        size = sizes.first
    }
}
