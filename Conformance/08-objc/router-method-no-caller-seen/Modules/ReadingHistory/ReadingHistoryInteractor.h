//
//  ReadingHistoryInteractor.h
//  Stacks
//

#import <Foundation/Foundation.h>

@protocol ReadingHistoryInteractorOutput <NSObject>
- (void)didObtainEntries:(NSArray<NSString *> *)entries;
@end

@protocol ReadingHistoryInteractorInput <NSObject>
- (void)obtainEntries;
@end

@interface ReadingHistoryInteractor : NSObject <ReadingHistoryInteractorInput>

@property (nonatomic, weak) id<ReadingHistoryInteractorOutput> output;

@end
