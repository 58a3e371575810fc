//
//  PlaylistViewController.m
//  Tempo
//

#import "PlaylistViewController.h"

static NSString * const kPlaylistCellIdentifier = @"PlaylistCell";

@interface PlaylistViewController ()

@property (nonatomic, copy) NSArray<NSString *> *songs;

@end

@implementation PlaylistViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Road Trip Mix";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPlaylistCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(addSongTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PlaylistViewInput

- (void)showSongs:(NSArray<NSString *> *)songs {
    self.songs = songs;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.songs.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kPlaylistCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.songs[indexPath.row];
    return cell;
}

#pragma mark - Actions

- (void)addSongTapped:(id)sender {
    [self.output didTapAddSong];
}

@end
