//
//  PlaylistRouter.h
//  Tempo
//

#import <UIKit/UIKit.h>

@protocol PlaylistRouterInput <NSObject>
- (void)openAddSong;
@end

@interface PlaylistRouter : NSObject <PlaylistRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
