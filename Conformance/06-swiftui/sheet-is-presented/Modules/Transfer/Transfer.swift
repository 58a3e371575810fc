import SwiftUI

enum TransferBuilder {
    static func build(accounts: [Account]) -> some View {
        let interactor = TransferInteractor(client: .shared)
        let presenter = TransferPresenter(accounts: accounts, interactor: interactor)
        return TransferView(presenter: presenter)
    }
}

struct TransferView: View {
    @ObservedObject var presenter: TransferPresenter

    var body: some View {
        NavigationStack {
            Form {
                Picker("From", selection: $presenter.sourceID) {
                    ForEach(presenter.accounts) { Text($0.name).tag(Optional($0.id)) }
                }
                Picker("To", selection: $presenter.targetID) {
                    ForEach(presenter.accounts) { Text($0.name).tag(Optional($0.id)) }
                }
                TextField("Amount", value: $presenter.amount, format: .number)
                    .keyboardType(.decimalPad)
                if let status = presenter.status {
                    Text(status).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("New transfer")
            .toolbar {
                Button("Send") {
                    Task { await presenter.send() }
                }
                .disabled(!presenter.canSend)
            }
        }
    }
}

@MainActor
final class TransferPresenter: ObservableObject {
    let accounts: [Account]
    @Published var sourceID: Account.ID?
    @Published var targetID: Account.ID?
    @Published var amount: Decimal = 0
    @Published private(set) var status: String?

    private let interactor: TransferInteractor

    init(accounts: [Account], interactor: TransferInteractor) {
        self.accounts = accounts
        self.interactor = interactor
    }

    var canSend: Bool {
        sourceID != nil && targetID != nil && sourceID != targetID && amount > 0
    }

    func send() async {
        guard let sourceID, let targetID else { return }
        let sent = await interactor.transfer(amount, from: sourceID, to: targetID)
        status = sent ? "Transfer sent" : "Transfer failed, try again"
    }
}

final class TransferInteractor {
    private let client: BankingClient

    init(client: BankingClient) {
        self.client = client
    }

    func transfer(_ amount: Decimal, from source: Account.ID, to target: Account.ID) async -> Bool {
        do {
            try await client.transfer(amount: amount, from: source, to: target)
            return true
        } catch {
            return false
        }
    }
}
