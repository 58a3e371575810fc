import SwiftUI

struct SeedCard: View {
    let seed: Seed
    @ObservedObject var presenter: SeedsPresenter

    var body: some View {
        NavigationLink(destination: presenter.sowingGuide(for: seed)) {
            HStack(spacing: 12) {
                Image(systemName: "leaf.circle.fill")
                    .font(.largeTitle)
                    .foregroundStyle(seed.packetsLeft == 0 ? .gray : .green)
                VStack(alignment: .leading, spacing: 2) {
                    Text(seed.name).font(.headline)
                    Text(seed.variety).font(.subheadline).italic()
                    Text("Donated by \(seed.donatedBy)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(presenter.availability(of: seed))
                    .font(.caption.bold())
            }
            .padding(.vertical, 4)
        }
    }
}
