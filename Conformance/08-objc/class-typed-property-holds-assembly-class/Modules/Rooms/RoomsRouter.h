//
//  RoomsRouter.h
//  Innkeep
//

#import <UIKit/UIKit.h>

#import "INNModuleAssembly.h"

NS_ASSUME_NONNULL_BEGIN

@protocol RoomsRouterInput <NSObject>
- (void)openRoomWithNumber:(NSString *)roomNumber;
@end

@interface RoomsRouter : NSObject <RoomsRouterInput>

@property (nonatomic, weak) UIViewController *transitionHandler;

/// The assembly class of the room module; set by RoomsAssembly, replaced by a stub in tests.
@property (nonatomic, strong) Class<INNModuleAssembly> roomDetailAssemblyClass;

@end

NS_ASSUME_NONNULL_END
