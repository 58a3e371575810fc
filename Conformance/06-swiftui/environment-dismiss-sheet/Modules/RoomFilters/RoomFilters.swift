import SwiftUI

enum RoomFiltersBuilder {
    static func build(current: RoomFilter, onApply: @escaping (RoomFilter) -> Void) -> some View {
        let interactor = RoomFiltersInteractor()
        let presenter = RoomFiltersPresenter(filter: current, interactor: interactor, onApply: onApply)
        return RoomFiltersView(presenter: presenter)
    }
}

struct RoomFiltersView: View {
    @ObservedObject var presenter: RoomFiltersPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Stepper("At least \(presenter.filter.minimumBeds) bed(s)", value: $presenter.filter.minimumBeds, in: 1...4)
                Toggle("Sea view only", isOn: $presenter.filter.seaViewOnly)
                Button("Reset") { presenter.reset() }
            }
            .navigationTitle("Filters")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Apply") {
                        presenter.apply()
                        dismiss()
                    }
                }
            }
        }
    }
}

@MainActor
final class RoomFiltersPresenter: ObservableObject {
    @Published var filter: RoomFilter

    private let interactor: RoomFiltersInteractor
    private let onApply: (RoomFilter) -> Void

    init(filter: RoomFilter, interactor: RoomFiltersInteractor, onApply: @escaping (RoomFilter) -> Void) {
        self.filter = filter
        self.interactor = interactor
        self.onApply = onApply
    }

    func reset() {
        filter = interactor.defaultFilter()
    }

    func apply() {
        interactor.remember(filter)
        onApply(filter)
    }
}

final class RoomFiltersInteractor {
    private let defaults = UserDefaults.standard

    func defaultFilter() -> RoomFilter {
        RoomFilter()
    }

    func remember(_ filter: RoomFilter) {
        defaults.set(filter.minimumBeds, forKey: "rooms.minimumBeds")
        defaults.set(filter.seaViewOnly, forKey: "rooms.seaViewOnly")
    }
}
