import SwiftUI

struct NextTideView: View {
    let presenter: NextTidePresenter
    var body: some View { Text(presenter.headline) }
}
