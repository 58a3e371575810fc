//
//  ArtworkViewController.m
//  Gallerist
//

#import "ArtworkViewController.h"

@interface ArtworkViewController ()

@property (nonatomic, strong) UIButton *artistButton;

@end

@implementation ArtworkViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.hidesBackButton = YES;
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"gallery-back"] style:UIBarButtonItemStylePlain target:self.navigationController action:@selector(popViewControllerAnimated:)];
    self.navigationItem.leftBarButtonItem.accessibilityLabel = @"Back to the hall";

    self.artistButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.artistButton.frame = CGRectMake(20, 420, 300, 44);
    [self.artistButton addTarget:self action:@selector(artistTapped:) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:self.artistButton];

    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ArtworkViewInput

- (void)showArtworkTitle:(NSString *)title artistName:(NSString *)artistName {
    self.title = title;
    [self.artistButton setTitle:[NSString stringWithFormat:@"About %@", artistName] forState:UIControlStateNormal];
}

#pragma mark - Actions

- (void)artistTapped:(UIButton *)sender {
    [self.output didTapArtist];
}

@end
