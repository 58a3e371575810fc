//
//  WineDetailViewController.m
//  Corkboard
//

#import "WineDetailViewController.h"
#import "WineDetailModuleConfigurator.h"

@interface WineDetailViewController ()

@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@property (nonatomic, weak) IBOutlet UILabel *vintageLabel;
@property (nonatomic, weak) IBOutlet UILabel *notesLabel;

@end

@implementation WineDetailViewController

- (void)awakeFromNib {
    [super awakeFromNib];
    [[[WineDetailModuleConfigurator alloc] init] configureModuleForViewInput:self];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - WineDetailViewInput

- (void)showName:(NSString *)name vintageText:(NSString *)vintageText region:(NSString *)region {
    self.title = name;
    self.nameLabel.text = name;
    self.vintageLabel.text = [NSString stringWithFormat:@"%@ · %@", vintageText, region];
}

- (void)showTastingNotes:(NSString *)notes {
    self.notesLabel.text = notes;
}

@end
