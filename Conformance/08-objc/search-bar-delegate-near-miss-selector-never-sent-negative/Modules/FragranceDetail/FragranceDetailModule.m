//
//  FragranceDetailModule.m
//  Sillage
//

#import "FragranceDetailModule.h"

@implementation FragranceDetailPresenter

- (instancetype)initWithName:(NSString *)name {
    self = [super init];
    if (self) {
        _name = [name copy];
    }
    return self;
}

- (NSString *)notes {
    return @"Top: bergamot, pink pepper\nHeart: rose, iris\nBase: vetiver, amber";
}

@end

@implementation FragranceDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = self.presenter.name;
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    UILabel *notes = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, 24, 160)];
    notes.numberOfLines = 0;
    notes.text = self.presenter.notes;
    [self.view addSubview:notes];
}

@end

@implementation FragranceDetailAssembly

+ (UIViewController *)buildModuleWithName:(NSString *)name {
    FragranceDetailViewController *view = [[FragranceDetailViewController alloc] init];
    view.presenter = [[FragranceDetailPresenter alloc] initWithName:name];
    return view;
}

@end
