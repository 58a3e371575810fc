//
//  ArtistViewController.m
//  Gallerist
//

#import "ArtistViewController.h"

@interface ArtistViewController ()

@property (nonatomic, strong) UILabel *biographyLabel;

@end

@implementation ArtistViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.hidesBackButton = YES;
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"gallery-back"] style:UIBarButtonItemStylePlain target:self.navigationController action:@selector(popViewControllerAnimated:)];
    self.navigationItem.leftBarButtonItem.accessibilityLabel = @"Back to the artwork";

    self.biographyLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 330, 300)];
    self.biographyLabel.numberOfLines = 0;
    [self.view addSubview:self.biographyLabel];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ArtistViewInput

- (void)showArtistName:(NSString *)name biography:(NSString *)biography {
    self.title = name;
    self.biographyLabel.text = biography;
}

@end
