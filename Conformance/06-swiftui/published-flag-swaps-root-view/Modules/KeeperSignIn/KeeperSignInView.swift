import SwiftUI

struct KeeperSignInView: View {
    @ObservedObject var presenter: KeeperSignInPresenter

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "hexagon.fill")
                .font(.system(size: 56))
                .foregroundStyle(.yellow)
            Text("Apiary log")
                .font(.largeTitle.bold())
            TextField("Membership number", text: $presenter.membershipNumber)
                .keyboardType(.numberPad)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $presenter.password)
                .textFieldStyle(.roundedBorder)
            if let error = presenter.errorMessage {
                Text(error)
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
            Button {
                Task { await presenter.didTapSignIn() }
            } label: {
                if presenter.isWorking {
                    ProgressView()
                } else {
                    Text("Sign in").frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(presenter.isWorking)
        }
        .padding(32)
    }
}
