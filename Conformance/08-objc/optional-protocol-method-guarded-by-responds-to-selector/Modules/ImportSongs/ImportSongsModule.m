//
//  ImportSongsModule.m
//  Rehearsal
//

#import "ImportSongsModule.h"

#pragma mark - View

@implementation ImportSongsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Import songs";
    self.view.backgroundColor = [UIColor systemGroupedBackgroundColor];
    UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 330, 90)];
    label.numberOfLines = 0;
    label.text = [self.presenter instructions];
    [self.view addSubview:label];
}

@end

#pragma mark - Presenter

@implementation ImportSongsPresenter

- (NSString *)instructions {
    return @"Share a chord sheet (PDF or ChordPro) to Rehearsal from Files or Mail to add it to your songbook.";
}

@end

#pragma mark - Assembly

@implementation ImportSongsAssembly

+ (UIViewController *)buildModule {
    ImportSongsViewController *view = [[ImportSongsViewController alloc] init];
    view.presenter = [[ImportSongsPresenter alloc] init];
    return view;
}

@end
