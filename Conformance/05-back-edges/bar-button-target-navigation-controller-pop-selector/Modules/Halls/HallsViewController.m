//
//  HallsViewController.m
//  Gallerist
//

#import "HallsViewController.h"

static NSString * const kArtworkCellIdentifier = @"ArtworkCell";

@interface HallsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *artworks;

@end

@implementation HallsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"East Wing";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kArtworkCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - HallsViewInput

- (void)showArtworks:(NSArray<NSString *> *)artworks {
    self.artworks = artworks;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.artworks.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kArtworkCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.artworks[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectArtworkAtIndex:indexPath.row];
}

@end
