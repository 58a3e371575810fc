protocol LearnViewOutput: AnyObject {
    func viewDidLoad()
}

/// A page of the Learn tab says which lesson it teaches.
protocol LessonPage {
    var lesson: Lesson { get }
}

enum Lesson: Int, CaseIterable {
    case moonPhases
    case eclipses
}
