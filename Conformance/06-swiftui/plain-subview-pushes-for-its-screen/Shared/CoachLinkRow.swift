import SwiftUI

struct CoachLinkRow: View {
    @ObservedObject var presenter: SquadPresenter

    var body: some View {
        NavigationLink(destination: presenter.coachProfileScreen()) {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.badge.checkmark")
                    .font(.title2)
                    .foregroundStyle(.green)
                VStack(alignment: .leading) {
                    Text(presenter.coachName).font(.headline)
                    Text("Head coach").font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .disabled(presenter.coachID == nil)
    }
}
