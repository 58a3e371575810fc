import Foundation

struct Lesson: Equatable {
    let number: Int
    let title: String
    let grammarTopic: String
    let phrases: [String]
}

struct Course {
    let language: String
    let lessons: [Lesson]

    static let portuguese = Course(language: "Portuguese", lessons: [
        Lesson(number: 1, title: "At the café", grammarTopic: "Definite articles",
               phrases: ["Um café, por favor.", "A conta, por favor."]),
        Lesson(number: 2, title: "Asking the way", grammarTopic: "Ser and estar",
               phrases: ["Onde fica a estação?", "É longe daqui?"])
    ])
}
