//! The evaluation's weights, each a (middle game, endgame) pair in centipawns or a table
//! of such pairs, read by the tables in `pst.rs` and the terms in `terms.rs`.
//!
//! `examples/tune.rs` writes this file (Texel tuning: see there how to retune).

/// Piece values by kind: king, advisor, elephant, horse, rook, cannon, pawn.
pub(crate) const MATERIAL: [[i32; 2]; 7] = [[0, 0], [200, 200], [200, 200], [400, 440], [900, 950], [450, 410], [100, 120]];

/// Middle-game piece-square tables by kind, written as a player sees the board from
/// Red's side: the first row is rank 9 (Black's back rank), the last is rank 0.
pub(crate) const PST_MG: [[[i32; 9]; 10]; 7] = [
    // king
    [
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0, -155,  -67, -155,    0,    0,    0],
        [   0,    0,    0, -108,   52, -108,    0,    0,    0],
        [   0,    0,    0,   57,  144,   57,    0,    0,    0],
    ],
    // advisor
    [
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,  -53,    0,  -53,    0,    0,    0],
        [   0,    0,    0,    0,   44,    0,    0,    0,    0],
        [   0,    0,    0,  -24,    0,  -24,    0,    0,    0],
    ],
    // elephant
    [
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,  -80,    0,    0,    0,  -80,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [ -63,    0,    0,    0,   13,    0,    0,    0,  -63],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,  -26,    0,    0,    0,  -26,    0,    0],
    ],
    // horse
    [
        [   0,    9,   42,   19,   -3,   19,   42,    9,    0],
        [ -13,   65,  161,   22,   13,   22,  161,   65,  -13],
        [  57,   50,   -4,   66,   71,   66,   -4,   50,   57],
        [  -5,  136,   48,  183,   10,  183,   48,  136,   -5],
        [  -4,   -1,    7,  135,  126,  135,    7,   -1,   -4],
        [  -3,   29,  119,   34,   45,   34,  119,   29,   -3],
        [ -28,  -27,  -17,   -1,   74,   -1,  -17,  -27,  -28],
        [ -37,  -11,  -20,   58,  -11,   58,  -20,  -11,  -37],
        [ -70,  -27,  -84,  -22, -120,  -22,  -84,  -27,  -70],
        [ -13, -101,  -41,  -29,  -15,  -29,  -41, -101,  -13],
    ],
    // rook
    [
        [ -28,   -7,  -17,   53,   59,   53,  -17,   -7,  -28],
        [  17,   79,    2,   21,   80,   21,    2,   79,   17],
        [   1,  -15,  -16,    4,   51,    4,  -16,  -15,    1],
        [  15,   49,   81,   96,   14,   96,   81,   49,   15],
        [  23,   -9,   44,   51,   21,   51,   44,   -9,   23],
        [   9,   53,   83,   74,   36,   74,   83,   53,    9],
        [  21,   44,   59,   66,   21,   66,   59,   44,   21],
        [   6,   33,   29,   42,  -20,   42,   29,   33,    6],
        [ -10,   26,   -1,   35,  -58,   35,   -1,   26,  -10],
        [ -24,   31,    7,   38,   -4,   38,    7,   31,  -24],
    ],
    // cannon
    [
        [  61,   -5,  -54,  -44,  -33,  -44,  -54,   -5,   61],
        [  -5,   -2,  -38,  -58,  -22,  -58,  -38,   -2,   -5],
        [   7,   -7,  -63,  -52,  -58,  -52,  -63,   -7,    7],
        [  15,   -2,    4,  -18,   10,  -18,    4,   -2,   15],
        [  20,  -49,  -22,  -33,   79,  -33,  -22,  -49,   20],
        [ -13,    9,    6,   11,   45,   11,    6,    9,  -13],
        [  11,  -56,   66,   20,   57,   20,   66,  -56,   11],
        [  57,   -1,   67,   56,   69,   56,   67,   -1,   57],
        [  42,    7,   68,   25,   -3,   25,   68,    7,   42],
        [  11,  -23,   -8,   15,   24,   15,   -8,  -23,   11],
    ],
    // pawn
    [
        [ -11,   -8,  -14,    1,   -1,    1,  -14,   -8,  -11],
        [  18,   56,   98,  159,  116,  159,   98,   56,   18],
        [   9,   42,   87,  128,   89,  128,   87,   42,    9],
        [ -26,   42,  114,  101,   98,  101,  114,   42,  -26],
        [ -88,    4,   20,   84,   86,   84,   20,    4,  -88],
        [-103,    0,  -29,    0,  -38,    0,  -29,    0, -103],
        [-100,    0,  -97,    0,  -14,    0,  -97,    0, -100],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
    ],
];

/// Endgame piece-square tables, laid out as [`PST_MG`].
pub(crate) const PST_EG: [[[i32; 9]; 10]; 7] = [
    // king
    [
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,   -6,   -7,   -6,    0,    0,    0],
        [   0,    0,    0,    3,  -12,    3,    0,    0,    0],
        [   0,    0,    0,  -19,  -30,  -19,    0,    0,    0],
    ],
    // advisor
    [
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0, -203,    0, -203,    0,    0,    0],
        [   0,    0,    0,    0, -205,    0,    0,    0,    0],
        [   0,    0,    0, -202,    0, -202,    0,    0,    0],
    ],
    // elephant
    [
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0, -199,    0,    0,    0, -199,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [-207,    0,    0,    0, -205,    0,    0,    0, -207],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0, -200,    0,    0,    0, -200,    0,    0],
    ],
    // horse
    [
        [  -3,    7,   34,    8,   -1,    8,   34,    7,   -3],
        [ -21,   15,  -19,    5,   25,    5,  -19,   15,  -21],
        [   8,   -8,   28,   27,   40,   27,   28,   -8,    8],
        [ -18,   -2,   16,   -1,   16,   -1,   16,   -2,  -18],
        [  -9,  -15,   22,    6,    8,    6,   22,  -15,   -9],
        [  -6,  -18,   16,    1,    1,    1,   16,  -18,   -6],
        [ -20,  -41,   14,  -18,   18,  -18,   14,  -41,  -20],
        [ -48,  -21,  -22,    4,    8,    4,  -22,  -21,  -48],
        [ -66,  -23,  -34,  -24, -104,  -24,  -34,  -23,  -66],
        [  -8,  -49,  -45,  -40,  -19,  -40,  -45,  -49,   -8],
    ],
    // rook
    [
        [ -23,    2,   14,   28,   62,   28,   14,    2,  -23],
        [  13,   23,   18,   45,   79,   45,   18,   23,   13],
        [  19,   27,   28,   62,   50,   62,   28,   27,   19],
        [  22,   23,   17,   17,   58,   17,   17,   23,   22],
        [  28,   21,   23,   30,   52,   30,   23,   21,   28],
        [  27,   17,   27,   35,   45,   35,   27,   17,   27],
        [  12,   18,    5,   24,   42,   24,    5,   18,   12],
        [   1,    8,   21,   50,   22,   50,   21,    8,    1],
        [  -4,   13,   13,   24,  -12,   24,   13,   13,   -4],
        [ -63,  -19,   -6,    3,   -4,    3,   -6,  -19,  -63],
    ],
    // cannon
    [
        [ -54,   -6,  -12,  -32,  -32,  -32,  -12,   -6,  -54],
        [ -17,   20,  -22,  -40,    1,  -40,  -22,   20,  -17],
        [  -9,   -4,  -49,  -42,  -16,  -42,  -49,   -4,   -9],
        [ -10,    0,   -6,   -7,   18,   -7,   -6,    0,  -10],
        [  -3,    5,   -2,   -4,    5,   -4,   -2,    5,   -3],
        [ -16,   -9,   -4,    0,   28,    0,   -4,   -9,  -16],
        [  -1,    4,   -1,   12,   18,   12,   -1,    4,   -1],
        [ -14,    9,  -26,   13,   18,   13,  -26,    9,  -14],
        [  -8,   -3,   -8,   12,    5,   12,   -8,   -3,   -8],
        [ -12,  -25,  -26,   -7,   -4,   -7,  -26,  -25,  -12],
    ],
    // pawn
    [
        [-102,  -95, -103, -130, -102, -130, -103,  -95, -102],
        [ -23,  -10,  -11,   41,  135,   41,  -11,  -10,  -23],
        [  -5,   -5,   17,   59,   73,   59,   17,   -5,   -5],
        [  13,   14,   11,   21,   29,   21,   11,   14,   13],
        [  16,   14,   20,   24,   32,   24,   20,   14,   16],
        [  38,    2,    3,    4,   32,    4,    3,    2,   38],
        [  25,    0,    1,    0,    7,    0,    1,    0,   25],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
        [   0,    0,    0,    0,    0,    0,    0,    0,    0],
    ],
];

/// Per point a rook can reach, counted from the typical 8.
pub(crate) const ROOK_MOBILITY: [i32; 2] = [10, -1];

/// Per point a cannon can reach, counted from the typical 6.
pub(crate) const CANNON_MOBILITY: [i32; 2] = [4, -1];

/// By the number of a horse's good jumps: a trapped horse is nearly lost.
pub(crate) const HORSE_MOBILITY: [[i32; 2]; 9] = [[-35, -126], [-2, -101], [26, -77], [49, -66], [60, -55], [72, -50], [90, -61], [135, -73], [158, -84]];

/// A cannon on the enemy king's file with nothing between (空头炮).
pub(crate) const HOLLOW_CANNON_FILE: [i32; 2] = [293, -50];

/// A cannon on the enemy king's rank with nothing between.
pub(crate) const HOLLOW_CANNON_RANK: [i32; 2] = [64, -23];

/// A cannon on the enemy king's file or rank with two pieces between, pinning the nearer.
pub(crate) const CANNON_TWO_SCREENS: [i32; 2] = [37, 41];

/// Per unit of attack weight, for each advisor the enemy king has lost.
pub(crate) const MISSING_ADVISOR: [i32; 2] = [24, -13];

/// Per unit of attack weight, for each elephant the enemy king has lost.
pub(crate) const MISSING_ELEPHANT: [i32; 2] = [20, -16];

/// By the attack weight gathered close to the enemy king: one piece alone is little
/// threat, each further one makes a mating attack much likelier.
pub(crate) const ZONE_DANGER: [[i32; 2]; 16] = [[-67, -20], [28, -52], [-38, -36], [-15, -55], [12, 15], [23, 4], [31, 97], [115, 85], [142, 73], [113, 58], [154, 74], [182, 91], [222, 111], [266, 133], [314, 157], [366, 183]];

/// Per attacker (rook, horse, cannon, pawn across the river), for each advisor the
/// enemy king has lost.
pub(crate) const ADVISOR_GAP: [[i32; 2]; 4] = [[10, 35], [20, -16], [-104, -58], [142, 36]];

/// Per attacker (rook, horse, cannon, pawn across the river), for each elephant the
/// enemy king has lost.
pub(crate) const ELEPHANT_GAP: [[i32; 2]; 4] = [[-24, 2], [42, -16], [-16, -11], [42, 22]];

/// A rook on the enemy king's file or rank with one enemy piece between, pinned.
pub(crate) const ROOK_PIN: [i32; 2] = [-20, 50];

/// A rook on the enemy king's file or rank with one own piece between, ready to
/// discover check.
pub(crate) const ROOK_DISCOVERY: [i32; 2] = [31, 29];

/// Two pawns across the river side by side.
pub(crate) const PAWN_PAIR: [i32; 2] = [1, -19];

/// Per cannon, for each advisor and elephant of its own side.
pub(crate) const CANNON_GUARDS: [i32; 2] = [0, -4];

/// An elephant guarding its side's other elephant.
pub(crate) const ELEPHANTS_LINKED: [i32; 2] = [25, -3];

/// An enemy piece one of a side's pieces could take, by attacker (rook, horse, cannon,
/// pawn) and victim (king, advisor, elephant, horse, rook, cannon, pawn).
pub(crate) const THREAT: [[[i32; 2]; 7]; 4] = [[[0, 0], [-14, 2], [-11, 8], [42, 33], [0, 0], [25, 16], [1, 31]], [[0, 0], [3, -10], [17, -4], [9, 12], [6, 1], [51, 6], [-4, 30]], [[0, 0], [17, -15], [19, -17], [48, 47], [55, 15], [0, 0], [0, 28]], [[0, 0], [24, -29], [30, -4], [58, 22], [3, 5], [36, 18], [17, 6]]];

/// An enemy piece some piece could take and none of its side guards, by kind (king,
/// advisor, elephant, horse, rook, cannon, pawn): first while the side that could take
/// it waits, then while it is to move.
pub(crate) const HANGING: [[[i32; 2]; 7]; 2] = [[[0, 0], [14, 18], [28, 16], [20, 16], [23, 2], [43, 23], [-1, 9]], [[0, 0], [27, 15], [24, 11], [25, 29], [0, 3], [47, 15], [33, 5]]];

/// A point a side's rook, horse, cannon or pawn could move to and check the enemy king
/// from, by attacker: first where the king or an advisor could step, then where neither
/// could (safe).
pub(crate) const CHECK: [[[i32; 2]; 4]; 2] = [[[7, 5], [5, 3], [0, 0], [19, 0]], [[26, 2], [35, 0], [11, 15], [3, 6]]];

/// Per pair of the side's own pieces, by the two kinds (king, advisor, elephant, horse,
/// rook, cannon, pawn; the first no later than the second, the rest unused).
pub(crate) const IMBALANCE_PAIR: [[[i32; 2]; 7]; 7] = [[[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [14, 0], [14, -21], [-35, -27], [15, -110], [-30, 15], [10, 8]], [[0, 0], [0, 0], [7, -8], [-22, -25], [-10, -78], [13, -17], [14, -3]], [[0, 0], [0, 0], [0, 0], [30, 78], [38, 93], [23, 132], [-22, 94]], [[0, 0], [0, 0], [0, 0], [0, 0], [-12, -12], [41, 34], [52, 140]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [-17, -10], [-14, 87]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [-9, 34]]];

/// Per pair of one of the side's pieces with an enemy piece of a later kind, by the two
/// kinds (the rest unused).
pub(crate) const IMBALANCE_VERSUS: [[[i32; 2]; 7]; 7] = [[[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], [[0, 0], [0, 0], [10, -6], [-50, 73], [-13, 98], [-50, 87], [-4, 28]], [[0, 0], [0, 0], [0, 0], [-63, 77], [-19, 101], [-20, 76], [-11, 43]], [[0, 0], [0, 0], [0, 0], [0, 0], [-52, -37], [-28, 7], [-11, 68]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [11, 37], [58, 139]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [-19, 56]], [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]];
