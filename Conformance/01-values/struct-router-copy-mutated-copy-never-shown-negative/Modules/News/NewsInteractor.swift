import Foundation

final class NewsInteractor {
    func frontPage() -> [Article] {
        [
            Article(headline: "Harbour ferry returns after 40 years", section: "City",
                    body: "The blue ferry sails again from Monday.", isPremium: false),
            Article(headline: "Inside the seed bank under the mountain", section: "Science",
                    body: "A long read on the vault.", isPremium: true),
            Article(headline: "Cup final: late goal settles it", section: "Sport",
                    body: "Ninety-third minute.", isPremium: false)
        ]
    }
}
