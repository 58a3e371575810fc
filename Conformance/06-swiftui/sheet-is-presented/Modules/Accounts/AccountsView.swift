import SwiftUI

struct AccountsView: View {
    @ObservedObject var presenter: AccountsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.accounts) { account in
                LabeledContent(account.name) {
                    Text(account.balance, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Accounts")
            .toolbar {
                Button("Transfer", systemImage: "arrow.left.arrow.right") {
                    presenter.didTapTransfer()
                }
            }
            .sheet(isPresented: $presenter.isTransferPresented) {
                TransferBuilder.build(accounts: presenter.accounts)
            }
            .task { await presenter.load() }
        }
    }
}
