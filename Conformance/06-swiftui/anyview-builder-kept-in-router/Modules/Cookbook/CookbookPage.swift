import SwiftUI

struct CookbookPage: View {
    @EnvironmentObject private var presenter: CookbookPresenter
    @EnvironmentObject private var router: CookbookRouter

    var body: some View {
        NavigationStack {
            List(presenter.dishes) { dish in
                Button {
                    presenter.didSelect(dish)
                } label: {
                    LabeledContent(dish.title, value: "\(dish.minutes) min")
                }
            }
            .navigationTitle("Cookbook")
            .navigationDestination(isPresented: $router.isRecipeShown) {
                router.recipeScreen
            }
            .task { await presenter.load() }
        }
    }
}
