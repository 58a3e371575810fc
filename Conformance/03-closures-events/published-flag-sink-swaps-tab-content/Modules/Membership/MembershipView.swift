import SwiftUI

struct MembershipView: View {
    @ObservedObject var presenter: MembershipPresenter

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Boulder Barn")
                        .font(.caption.bold())
                        .foregroundStyle(.white.opacity(0.8))
                    Text(presenter.name)
                        .font(.title.bold())
                    Text(presenter.memberNumber)
                        .font(.body.monospaced())
                    Divider().overlay(.white)
                    Text(presenter.passType)
                    Text("Valid until \(presenter.validUntil)")
                        .font(.footnote)
                }
                .foregroundStyle(.white)
                .padding(24)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.orange.gradient, in: RoundedRectangle(cornerRadius: 20))
                Image(systemName: "qrcode")
                    .font(.system(size: 120))
                Button("Log out", role: .destructive) {
                    presenter.didTapLogOut()
                }
            }
            .padding()
            .navigationTitle("Member card")
            .onAppear { presenter.load() }
        }
    }
}
