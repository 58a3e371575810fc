import Combine
import Foundation

enum ParcelsState {
    case loading
    case needsCarrierAccount
    case loaded([Parcel])
    case failed(String)
}

@MainActor
final class ParcelsPresenter: ObservableObject {
    @Published private(set) var state: ParcelsState = .loading

    private let interactor: ParcelsInteractor
    private var hasCarrier = false
    private var cancellables = Set<AnyCancellable>()

    init(interactor: ParcelsInteractor) {
        self.interactor = interactor
        interactor.linkedCarriers
            .receive(on: DispatchQueue.main)
            .sink { [weak self] carriers in
                self?.hasCarrier = !carriers.isEmpty
                Task { await self?.load() }
            }
            .store(in: &cancellables)
    }

    func load() async {
        guard hasCarrier else {
            state = .needsCarrierAccount
            return
        }
        state = .loading
        do {
            state = .loaded(try await interactor.parcels())
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func eta(for parcel: Parcel) -> String {
        guard let expected = parcel.expected else { return parcel.status }
        return "\(parcel.status) · \(expected.formatted(date: .abbreviated, time: .omitted))"
    }
}
