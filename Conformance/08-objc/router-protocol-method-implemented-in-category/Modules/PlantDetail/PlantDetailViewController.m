//
//  PlantDetailViewController.m
//  Sprout
//

#import "PlantDetailViewController.h"

@interface PlantDetailViewController ()

@property (nonatomic, strong) UILabel *careNotesLabel;

@end

@implementation PlantDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.careNotesLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 330, 200)];
    self.careNotesLabel.numberOfLines = 0;
    [self.view addSubview:self.careNotesLabel];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PlantDetailViewInput

- (void)showPlantName:(NSString *)plantName careNotes:(NSString *)careNotes {
    self.title = plantName;
    self.careNotesLabel.text = careNotes;
}

@end
