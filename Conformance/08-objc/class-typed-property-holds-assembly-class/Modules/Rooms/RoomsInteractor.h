//
//  RoomsInteractor.h
//  Innkeep
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol RoomsInteractorOutput <NSObject>
- (void)didLoadAvailableRooms:(NSArray<NSString *> *)rooms;
@end

@protocol RoomsInteractorInput <NSObject>
- (void)loadAvailableRooms;
@end

@interface RoomsInteractor : NSObject <RoomsInteractorInput>

@property (nonatomic, weak) id<RoomsInteractorOutput> output;

@end

NS_ASSUME_NONNULL_END
