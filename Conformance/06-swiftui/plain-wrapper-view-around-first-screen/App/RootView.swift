import SwiftUI

struct RootView: View {
    @AppStorage("prefersDarkTable") private var prefersDarkTable = false

    var body: some View {
        GamesBuilder.build(library: .shared)
            .tint(.orange)
            .preferredColorScheme(prefersDarkTable ? .dark : nil)
    }
}
