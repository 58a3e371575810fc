import Foundation

@MainActor
final class AccountsPresenter: ObservableObject {
    @Published private(set) var accounts: [Account] = []
    @Published var isTransferPresented = false

    private let interactor: AccountsInteractor

    init(interactor: AccountsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        accounts = await interactor.fetchAccounts()
    }

    func didTapTransfer() {
        isTransferPresented = true
    }
}
